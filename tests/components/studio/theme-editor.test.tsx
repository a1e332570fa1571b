import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { READY_THEMES } from '../../../schemas/theme/ready-themes';
import { FONT_FAMILIES } from '../../../schemas/theme/fonts';
import { contrastRatio } from '../../../schemas/theme/colour';
import { renderStudio } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));

// The whole studio with the theme editor's seventy-odd fields: more than the default 5 s on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

/** The draft as the preview frame is sent it (the stub prints what PreviewPane would post). */
function previewed(): Record<string, unknown> {
  const parsed: unknown = JSON.parse(screen.getByTestId('preview').textContent ?? '{}');
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.fromEntries(Object.entries(parsed)) : {};
}

/** One colour scheme's group (a <details> named by its summary). */
async function scheme(name: string): Promise<HTMLElement> {
  const summary = await screen.findByText(name, { selector: 'summary span' });
  const details = summary.closest('details');
  if (!details) throw new Error(`no ${name} scheme`);
  return details;
}

const lastPut = (server: ReturnType<typeof renderStudio>['server']) => server.calls.filter((c) => c.method === 'PUT').at(-1)?.body;

describe('the theme editor', () => {
  it('sets a scheme colour: the contrast figure follows at once, and so does the preview', async () => {
    const { user } = renderStudio({ key: 'theme' });
    const base = await scheme('Base');
    const text = within(base).getByLabelText('Text');
    // The schemes follow the theme colour until one is changed: the ink the storefront would use.
    expect(text).toHaveValue('#14171f');
    // The figures sit under the colour: one per background it is read on.
    const row = () => within(within(base).getByRole('list', { name: 'Contrast of text' })).getByText('on background').closest('li');
    expect(row()).toHaveTextContent(`${contrastRatio('#14171f', '#ffffff').toFixed(2)}:1`);
    expect(row()).toHaveTextContent('passes AA');
    expect(within(base).getByText(/^All 16 text and background pairs pass WCAG AA/)).toBeInTheDocument();

    fireEvent.change(text, { target: { value: '#595959' } });
    expect(row()).toHaveTextContent('7.00:1');
    const tokens = previewed().tokens;
    expect(tokens).toMatchObject({ schemes: { base: { text: '#595959', background: '#ffffff' }, inverse: { background: '#10131a' } } });
    // Stored by hand now; one click gives the schemes back to the theme colour.
    await user.click(screen.getByRole('button', { name: 'Follow the theme colour again' }));
    expect(previewed().tokens).toEqual({});
  });

  it('refuses a pair under WCAG AA: the figure says so, the message sits beside the colour, and Publish sends nothing', async () => {
    const { server, user } = renderStudio({ key: 'theme' });
    const base = await scheme('Base');
    fireEvent.change(within(base).getByLabelText('Text'), { target: { value: '#aaaaaa' } });

    const row = within(within(base).getByRole('list', { name: 'Contrast of text' })).getByText('on background').closest('li');
    expect(row).toHaveTextContent('2.32:1');
    expect(row).toHaveTextContent('fails AA (needs 4.5:1)');
    expect(within(base).getByText(/^2 of 16 pairs are under WCAG AA/)).toBeInTheDocument();
    const field = within(base).getByLabelText('Text');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^Base scheme: text is 2\.32:1 on the background and 2\.\d\d:1 on the second background, under the 4\.5:1 WCAG AA needs$/);
    expect(within(await scheme('Base')).getByText('1 problem')).toBeInTheDocument();

    const before = server.calls.length;
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Fix the problem shown before saving')).toBeInTheDocument();
    expect(server.calls.slice(before).filter((c) => c.method !== 'GET')).toEqual([]);
    expect(server.drafts.has('theme')).toBe(false);

    // Readable again: it saves.
    fireEvent.change(within(base).getByLabelText('Text'), { target: { value: '#222222' } });
    expect(within(base).getByLabelText('Text')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.drafts.get('theme')?.document).toMatchObject({ tokens: { schemes: { base: { text: '#222222' } } } }));
  });

  it('applies a ready theme in one step, keeping the brand name, and saves it like any draft', async () => {
    const { server, user } = renderStudio({ key: 'theme' });
    const midnight = READY_THEMES.find((t) => t.id === 'midnight');
    if (!midnight) throw new Error('no Midnight');
    await user.click(await screen.findByRole('button', { name: 'Apply Midnight' }));

    expect(previewed()).toEqual({ brand_name: 'Circuit Bazaar', theme_color: midnight.theme_color, favicon: '/media/favicon.svg', tokens: midnight.tokens });
    expect(screen.queryByRole('button', { name: 'Apply Midnight' })).not.toBeInTheDocument();
    expect(screen.getByText('In the draft')).toBeInTheDocument();
    expect(within(await scheme('Base')).getByLabelText('Background')).toHaveValue('#161a22');
    expect(screen.getByLabelText('Font for text')).toHaveValue('inter');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(lastPut(server)).toEqual({ document: previewed(), revision: 0 }));
    // Another one replaces it whole.
    await user.click(screen.getByRole('button', { name: 'Apply Vitrine' }));
    expect(previewed()).toMatchObject({ theme_color: '#0b5fff', tokens: { fonts: { body: 'system' } } });
    expect(previewed().tokens).not.toHaveProperty('schemes');
  });

  it('chooses a font shipped with the shop: its sample is drawn in it and the draft names it', async () => {
    const { server, user } = renderStudio({ key: 'theme' });
    const body = await screen.findByLabelText('Font for text');
    expect(body).toHaveValue('system');
    expect([...body.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['On the device', 'Shipped with the shop']);

    await user.selectOptions(body, 'Mukta');
    expect(previewed().tokens).toEqual({ fonts: { body: 'mukta' } });
    expect(screen.getByTestId('font-sample-body')).toHaveStyle({ fontFamily: FONT_FAMILIES.mukta.stack });
    expect(body).toHaveAccessibleDescription(/Latin and Devanagari/);
    // The shipped faces are declared in the studio's page once, for the samples.
    expect(document.querySelectorAll('#st-theme-fonts')).toHaveLength(1);
    expect(document.getElementById('st-theme-fonts')?.textContent).toContain('font-family:"Mukta"');

    await user.selectOptions(screen.getByLabelText('Font for headings'), 'Inter');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.drafts.get('theme')?.document).toMatchObject({ tokens: { fonts: { body: 'mukta', heading: 'inter' } } }));
  });

  it('offers sizes, spacing, corners, buttons and cards within the schema’s bounds', async () => {
    const { user } = renderStudio({ key: 'theme' });
    const bodySize = await screen.findByLabelText('Medium: running text');
    expect(bodySize).toHaveValue(1);
    expect(bodySize).toHaveAttribute('min', '0.5');
    expect(bodySize).toHaveAttribute('max', '5');
    fireEvent.change(bodySize, { target: { value: '0.7' } });
    // Smaller than the size below it: the scale's own rule, beside the group.
    expect(await screen.findByText('each text size must be larger than the one before')).toBeInTheDocument();

    const corners = screen.getByLabelText('Medium corners: buttons, cards');
    expect(corners).toHaveAttribute('max', '32');
    fireEvent.change(corners, { target: { value: '12' } });
    await user.click(screen.getByRole('radio', { name: 'Roomy' }));
    await user.click(screen.getByRole('radio', { name: 'Outline' }));
    await user.click(screen.getByRole('radio', { name: 'Round (pill)' }));
    await user.click(screen.getByRole('radio', { name: 'Raised' }));
    expect(previewed().tokens).toEqual({
      type_scale: { md: 0.7 },
      radius: { md: 12 },
      density: 'roomy',
      button: { style: 'outline', radius: 'pill' },
      card: { style: 'shadow' },
    });
  });
});
