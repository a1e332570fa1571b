import { afterEach, describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { SWRConfig, useSWRConfig } from 'swr';
import { ThemeApplier } from '../../../src/app/providers/ThemeApplier';
import { endpoints } from '../../../src/data/endpoints';
import { themeConfigSchema, type ThemeConfig } from '../../../schemas/api/shop-config';
import { themeCss } from '../../../schemas/theme/css';

const rendered = themeConfigSchema.parse({ brand_name: 'Test Electronics', theme_color: '#1d4ed8' });

let setTheme: (theme: ThemeConfig) => Promise<unknown> = () => Promise.resolve();
function ThemeSetter() {
  const { mutate } = useSWRConfig();
  setTheme = (theme) => mutate(endpoints.theme.path, theme, { revalidate: false });
  return null;
}

function renderApplier() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), isPaused: () => true, fallback: { [endpoints.theme.path]: rendered } }}>
      <ThemeApplier />
      <ThemeSetter />
    </SWRConfig>,
  );
}

afterEach(() => document.getElementById('vitrine-theme')?.remove());

describe('ThemeApplier', () => {
  it("leaves the server's theme style alone for the theme the page was rendered with, and replaces it when the theme changes", async () => {
    const server = document.createElement('style');
    server.id = 'vitrine-theme';
    server.setAttribute('data-server', '');
    server.textContent = themeCss(rendered);
    document.head.append(server);
    renderApplier();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.getElementById('vitrine-theme')).toBe(server);

    await act(() => setTheme({ ...rendered, theme_color: '#e11d48' }));
    await waitFor(() => expect(document.getElementById('vitrine-theme')?.textContent).toBe(themeCss({ theme_color: '#e11d48' })));
    expect(document.querySelectorAll('#vitrine-theme')).toHaveLength(1);
    expect(document.getElementById('vitrine-theme')?.hasAttribute('data-server')).toBe(false);
    expect(document.head.lastElementChild?.id).toBe('vitrine-theme');
  });

  it('writes the theme style where no server did', async () => {
    renderApplier();
    await waitFor(() => expect(document.getElementById('vitrine-theme')?.textContent).toBe(themeCss(rendered)));
  });
});
