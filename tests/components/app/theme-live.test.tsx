import { act, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeApplier } from '../../../src/app/providers/ThemeApplier';
import LiveConfig from '../../../src/features/live/LiveConfig';
import { endpoints } from '../../../src/data/endpoints';
import { themeConfigSchema, type ThemeConfig } from '../../../schemas/api/shop-config';
import { themeCss } from '../../../schemas/theme/css';
import { READY_THEMES } from '../../../schemas/theme/ready-themes';
import { themeTokensSchema } from '../../../schemas/theme/tokens';

/**
 * A theme published in the studio reaches an open tab without a reload: the
 * live stream names the theme, the tab refetches it, and ThemeApplier puts
 * every token in the page's theme <style>: schemes, fonts (with their
 * @font-face rules), type scale, spacing, corners, shadows, buttons, cards.
 */

class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

const rendered = themeConfigSchema.parse({ brand_name: 'Circuit Bazaar', theme_color: '#1d4ed8' });
let served: ThemeConfig = rendered;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (!String(input).endsWith(endpoints.theme.path)) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify({ status: true, message: 'OK', data: served }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  // The style the server wrote for the theme the page was rendered with.
  const style = document.createElement('style');
  style.id = 'vitrine-theme';
  style.setAttribute('data-server', '');
  style.textContent = themeCss(rendered);
  document.head.append(style);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('vitrine-theme')?.remove();
  served = rendered;
});

const styleText = () => document.getElementById('vitrine-theme')?.textContent ?? '';

describe('a published theme in an open tab', () => {
  it('applies every token group of the new theme without a reload', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, fallback: { [endpoints.theme.path]: rendered } }}>
        <ThemeApplier />
        <LiveConfig />
      </SWRConfig>,
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(styleText()).toBe(themeCss(rendered));

    const marigold = READY_THEMES.find((t) => t.id === 'marigold');
    if (!marigold) throw new Error('no Marigold');
    // Marigold, and every group it leaves at the default set too.
    const tokens = themeTokensSchema.parse({
      ...marigold.tokens,
      type_scale: { ...marigold.tokens.type_scale, md: 1.0625 },
      density: 'compact',
      shadow: 'strong',
      button: { style: 'outline', radius: 'pill', text_transform: 'uppercase' },
    });
    served = { ...rendered, theme_color: marigold.theme_color, tokens };
    act(() => FakeEventSource.instances[0]!.emit('config', JSON.stringify({ id: 12, key: 'theme', version: 4 })));

    await waitFor(() => expect(styleText()).toBe(themeCss(served)));
    const css = styleText();
    expect(css).toMatch(/^@font-face\{font-family:"Mukta";/);
    expect(css).toContain('--surface:#fffaf0');
    expect(css).toContain('[data-scheme="inverse"]{--surface:#5c0f24');
    expect(css).toContain('--font:Mukta,');
    expect(css).toContain('--text-md:1.0625rem');
    expect(css).toContain('--space-4:12px');
    expect(css).toContain('--radius-md:14px');
    expect(css).toContain('--shadow-2:0 8px 24px');
    expect(css).toContain('--button-radius:var(--radius-pill)');
    expect(css).toContain('--button-transform:uppercase');
    expect(css).toContain('--button-bg:transparent');
    expect(css).toContain('--card-shadow:var(--shadow-1)');
    expect(css).toContain('h1,h2,h3,h4,h5,h6{font-family:var(--font-heading)}');
    expect(document.querySelectorAll('#vitrine-theme')).toHaveLength(1);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(marigold.theme_color);
  });
});
