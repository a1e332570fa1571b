import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewAudiencePicker } from '../../../../src/studio/preview/PreviewAudiencePicker';
import { PreviewPane } from '../../../../src/studio/preview/PreviewPane';
import type { AudienceContext } from '../../../../schemas/ui-config/audience-match';
import { SWRConfig } from 'swr';
import { FakeStudioServer } from '../fake-studio-server';

const NOW = new Date('2026-11-25T10:00:00+05:30');

beforeEach(() => {
  // Only the clock: user-event's own timers must run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPicker() {
  const onChange = vi.fn<(ctx: AudienceContext | null) => void>();
  render(<PreviewAudiencePicker onChange={onChange} />);
  return { onChange, user: userEvent.setup(), select: screen.getByRole('combobox', { name: 'Preview as' }) };
}

describe('PreviewAudiencePicker', () => {
  it('starts at everyone and calls back with a preset shopper at the time it is chosen', async () => {
    const { onChange, user, select } = renderPicker();
    expect(select).toHaveValue('everyone');
    expect(screen.queryByRole('group', { name: 'Custom shopper' })).toBeNull();

    await user.selectOptions(select, 'Returning signed-in shopper on desktop, Maharashtra (PIN 411001), cart ₹25,000');
    expect(onChange).toHaveBeenLastCalledWith({ signedIn: true, returning: true, device: 'desktop', state: 'MH', pinZone: '4', cartPaise: 2_500_000, now: NOW });

    await user.selectOptions(select, 'Guest in Delhi on a tablet');
    expect(onChange).toHaveBeenLastCalledWith({ signedIn: false, returning: false, device: 'tablet', state: 'DL', pinZone: '1', cartPaise: 0, now: NOW });

    await user.selectOptions(select, 'Everyone (ignore audiences)');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is reached and used from the keyboard', async () => {
    const { onChange, user, select } = renderPicker();
    await user.tab();
    expect(select).toHaveFocus();
    // A native select: the browser's arrow keys choose (jsdom has none); the form follows it in tab order.
    await user.selectOptions(select, 'Custom…');
    expect(select).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Signed in')).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reveals a form on Custom… and builds the shopper it describes', async () => {
    const { onChange, user, select } = renderPicker();
    await user.selectOptions(select, 'Custom…');
    const form = screen.getByRole('group', { name: 'Custom shopper' });
    // Custom starts as a guest on a phone, now.
    expect(onChange).toHaveBeenLastCalledWith({ signedIn: false, returning: false, device: 'phone', state: null, pinZone: null, cartPaise: 0, now: NOW });
    expect(within(form).getByLabelText('Date and time (India time)')).toHaveValue('2026-11-25T10:00');

    await user.selectOptions(within(form).getByLabelText('Signed in'), 'Yes');
    await user.selectOptions(within(form).getByLabelText('Visitor'), 'Returning');
    await user.selectOptions(within(form).getByLabelText('Device'), 'Desktop');
    await user.selectOptions(within(form).getByLabelText('State'), 'Gujarat');
    const pin = within(form).getByLabelText('PIN code');
    await user.type(pin, '3800');
    // Half typed: no zone yet, and the field says why.
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription('Six digits, not starting with 0');
    await user.type(pin, '01');
    expect(pin).not.toHaveAttribute('aria-invalid');
    expect(pin).toHaveAccessibleDescription('PIN zone 3');
    await user.type(within(form).getByLabelText('Cart value (₹)'), '5000');
    fireEvent.change(within(form).getByLabelText('Date and time (India time)'), { target: { value: '2026-12-31T23:30' } });

    expect(onChange).toHaveBeenLastCalledWith({
      signedIn: true, returning: true, device: 'desktop', state: 'GJ', pinZone: '3', cartPaise: 500_000, now: new Date('2026-12-31T18:00:00Z'),
    });

    // Leaving Custom and coming back keeps what was typed.
    await user.selectOptions(select, 'Everyone (ignore audiences)');
    expect(screen.queryByRole('group', { name: 'Custom shopper' })).toBeNull();
    await user.selectOptions(select, 'Custom…');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'GJ', pinZone: '3', cartPaise: 500_000 }));
  });
});

describe('Preview as, in the preview pane', () => {
  const entry = (section_name: string, config: Record<string, unknown>) => ({ section_name, visibility: 'Y', other_configration: JSON.stringify({ pattern: 1, ...config }) });
  const LAYOUT = [entry('hero-banner', {}), entry('promo-strip', { audience: { device: ['phone'] } })];

  function readyFrame() {
    const frame = screen.getByTitle('Preview');
    if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow) throw new Error('no preview frame');
    const win = frame.contentWindow;
    const post = vi.fn();
    win.postMessage = post;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'vitrine:preview-ready' }, origin: window.location.origin, source: win }));
    });
    return () => post.mock.calls.map((c) => c[0]).filter((m) => m.type === 'vitrine:preview-draft');
  }

  it('sends the draft as the chosen shopper would be served it, and says so', async () => {
    const user = userEvent.setup();
    render(<PreviewPane configKey="home" document={LAYOUT} highlight={null} />);
    const drafts = readyFrame();
    expect(drafts()).toEqual([{ type: 'vitrine:preview-draft', key: 'home', document: LAYOUT }]);
    expect(screen.queryByText(/Showing the page as/)).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Preview as' }), 'Guest in Delhi on a tablet');
    expect(screen.getByText(/^Showing the page as: Guest · New visitor · Tablet · Delhi · PIN zone 1 · Cart ₹0\.00 · /)).toBeInTheDocument();
    // Sent once typing would pause (the pane's debounce).
    await vi.waitFor(() => expect(drafts()).toHaveLength(2));
    expect(drafts()[1]).toEqual({ type: 'vitrine:preview-draft', key: 'home', document: [LAYOUT[0], { ...LAYOUT[1], visibility: 'N' }] });
  });

  it('shows the targeted version a shopper in its audience would be served in the page’s place, and names it', async () => {
    const server = new FakeStudioServer();
    const version = { name: 'Phone shoppers', audience: { device: ['phone'] }, priority: 10, active: true, sections: [entry('hero-banner', { headline: 'Pocket deals' })] };
    server.published.set('home@phones', version);
    server.versions.set('home@phones', [{ id: 1, key: 'home@phones', version: 1, published_by: 'merchant', published_at: NOW.toISOString(), summary: 'Published', source: 'publish', rolled_back_to: null, document: version }]);
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PreviewPane configKey="home" document={LAYOUT} highlight={null} />
      </SWRConfig>,
    );
    const drafts = readyFrame();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preview as' }), 'Guest on a phone, first visit');
    expect(await screen.findByText(/^Showing the targeted version “Phone shoppers” as: Guest · New visitor · Phone/)).toBeInTheDocument();
    await vi.waitFor(() => expect(drafts().at(-1)).toEqual({ type: 'vitrine:preview-draft', key: 'home', document: version.sections }));

    // A desktop shopper is not in its audience: the page itself, with its own audiences applied.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preview as' }), 'Returning signed-in shopper on desktop, Maharashtra (PIN 411001), cart ₹25,000');
    expect(await screen.findByText(/^Showing the page as: Signed-in shopper/)).toBeInTheDocument();
    await vi.waitFor(() => expect(drafts().at(-1)).toEqual({ type: 'vitrine:preview-draft', key: 'home', document: [LAYOUT[0], { ...LAYOUT[1], visibility: 'N' }] }));
    vi.unstubAllGlobals();
  });

  it('offers no audiences where a configuration has no sections', () => {
    render(<PreviewPane configKey="theme" document={{ brand_name: 'X' }} highlight={null} />);
    expect(screen.queryByRole('combobox', { name: 'Preview as' })).toBeNull();
  });
});
