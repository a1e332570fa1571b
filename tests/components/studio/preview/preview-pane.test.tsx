import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewPane } from '../../../../src/studio/preview/PreviewPane';
import { previewUrl } from '../../../../src/studio/preview/frame';
import { CONFIG_KEYS, type ConfigKey } from '../../../../schemas/api/studio';

const entry = (section_name: string, pattern = 1) => ({ section_name, visibility: 'Y', other_configration: JSON.stringify({ pattern }) });
const FIRST = [entry('hero-banner'), entry('trust-strip')];
const SECOND = [entry('trust-strip'), entry('hero-banner')];

function previewFrame(): HTMLIFrameElement {
  const frame = screen.getByTitle('Preview');
  if (!(frame instanceof HTMLIFrameElement)) throw new Error('the preview is not an iframe');
  return frame;
}

/** Spies on what the studio posts into the frame's window (replaced on every reload). */
function spyOnFrame() {
  const win = previewFrame().contentWindow;
  if (!win) throw new Error('the frame has no window');
  const post = vi.fn();
  win.postMessage = post;
  return { win, post };
}

function frameSays(source: Window, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const READY = { type: 'vitrine:preview-ready' };
const drafts = (post: ReturnType<typeof vi.fn>) => post.mock.calls.map((c) => c[0]).filter((m) => m.type === 'vitrine:preview-draft');
const highlights = (post: ReturnType<typeof vi.fn>) => post.mock.calls.map((c) => c[0]).filter((m) => m.type === 'vitrine:preview-highlight');

afterEach(() => {
  vi.useRealTimers();
});

describe('PreviewPane', () => {
  it('builds the storefront URL of each configuration in preview mode', () => {
    const expected: Record<ConfigKey, string> = {
      shell: '/?vitrine-preview=1',
      home: '/?vitrine-preview=1',
      menu: '/?vitrine-preview=1',
      modules: '/?vitrine-preview=1',
      theme: '/?vitrine-preview=1',
      business: '/?vitrine-preview=1',
      products: '/products?vitrine-preview=1',
      'products-details': '/product/4/dell-latitude-5440-core-i5-1335u?vitrine-preview=1',
      cart: '/cart?vitrine-preview=1',
      wishlist: '/wishlist?vitrine-preview=1',
      checkout: '/checkout?vitrine-preview=1',
    };
    for (const key of CONFIG_KEYS) expect(previewUrl(key)).toBe(expected[key]);

    render(<PreviewPane configKey="cart" document={[]} highlight={null} />);
    expect(previewFrame().getAttribute('src')).toBe('/cart?vitrine-preview=1');
  });

  it('shows a loading state until the storefront is ready, then posts the draft and the highlight', () => {
    render(<PreviewPane configKey="home" document={FIRST} highlight={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading preview');
    const { win, post } = spyOnFrame();

    frameSays(win, READY);
    expect(screen.queryByRole('status')).toBeNull();
    expect(post).toHaveBeenCalledWith({ type: 'vitrine:preview-draft', key: 'home', document: FIRST }, window.location.origin);
    expect(post).toHaveBeenCalledWith({ type: 'vitrine:preview-highlight', key: 'home', index: 1 }, window.location.origin);
  });

  it("names the outlined section as the studio's list does", () => {
    const { rerender } = render(<PreviewPane configKey="home" document={FIRST} highlight={1} highlightLabel="Why shop with us" />);
    const { win, post } = spyOnFrame();
    frameSays(win, READY);
    expect(post).toHaveBeenCalledWith({ type: 'vitrine:preview-highlight', key: 'home', index: 1, label: 'Why shop with us' }, window.location.origin);
    rerender(<PreviewPane configKey="home" document={FIRST} highlight={1} highlightLabel="Shop with confidence" />);
    expect(highlights(post).at(-1)).toEqual({ type: 'vitrine:preview-highlight', key: 'home', index: 1, label: 'Shop with confidence' });
  });

  it('ignores a ready from another window or origin', () => {
    render(<PreviewPane configKey="home" document={FIRST} highlight={null} />);
    const { win, post } = spyOnFrame();
    frameSays(window, READY);
    frameSays(win, READY, 'https://elsewhere.example');
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading preview');
  });

  it('posts each change of the draft once typing pauses, and the highlight at once', () => {
    vi.useFakeTimers();
    const { rerender } = render(<PreviewPane configKey="home" document={FIRST} highlight={null} />);
    const { win, post } = spyOnFrame();
    frameSays(win, READY);
    post.mockClear();

    const typing = [entry('trust-strip', 2), entry('hero-banner')];
    rerender(<PreviewPane configKey="home" document={SECOND} highlight={null} />);
    act(() => void vi.advanceTimersByTime(50));
    rerender(<PreviewPane configKey="home" document={typing} highlight={null} />);
    expect(drafts(post)).toEqual([]);
    act(() => void vi.advanceTimersByTime(100));
    expect(drafts(post)).toEqual([{ type: 'vitrine:preview-draft', key: 'home', document: typing }]);

    // An equal document in a new object is no change.
    rerender(<PreviewPane configKey="home" document={structuredClone(typing)} highlight={0} />);
    expect(highlights(post)).toEqual([{ type: 'vitrine:preview-highlight', key: 'home', index: 0 }]);
    act(() => void vi.advanceTimersByTime(200));
    expect(drafts(post)).toHaveLength(1);
  });

  it('sends the draft again when the frame reloads or navigates and says ready again', async () => {
    const user = userEvent.setup();
    render(<PreviewPane configKey="home" document={SECOND} highlight={null} />);
    const first = spyOnFrame();
    frameSays(first.win, READY);
    expect(drafts(first.post)).toHaveLength(1);

    // A full navigation inside the frame loads the storefront again, which says ready again.
    frameSays(first.win, READY);
    expect(drafts(first.post)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Reload preview' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading preview');
    const second = spyOnFrame();
    expect(second.win === first.win).toBe(false);
    frameSays(second.win, READY);
    expect(drafts(second.post)).toEqual([{ type: 'vitrine:preview-draft', key: 'home', document: SECOND }]);
  });

  it('never highlights in a settings preview', () => {
    render(<PreviewPane configKey="theme" document={{ brand_name: 'X' }} highlight={2} />);
    const { win, post } = spyOnFrame();
    frameSays(win, READY);
    expect(highlights(post)[0]).toEqual({ type: 'vitrine:preview-highlight', key: null, index: null });
  });

  it('previews the page in Hindi in a new frame that is sent the draft, and back in English', async () => {
    const user = userEvent.setup();
    render(<PreviewPane configKey="home" document={FIRST} highlight={null} />);
    expect(previewUrl('products-details', 'hi-IN')).toBe('/hi/product/4/dell-latitude-5440-core-i5-1335u?vitrine-preview=1');
    const languages = screen.getByRole('group', { name: 'Preview language' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const hindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('lang', 'hi-IN');
    expect(languages).toContainElement(hindi);

    await user.click(hindi);
    expect(hindi).toHaveAttribute('aria-pressed', 'true');
    expect(previewFrame().getAttribute('src')).toBe('/hi?vitrine-preview=1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading preview');
    const { win, post } = spyOnFrame();
    frameSays(win, READY);
    expect(drafts(post)).toEqual([{ type: 'vitrine:preview-draft', key: 'home', document: FIRST }]);

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(previewFrame().getAttribute('src')).toBe('/?vitrine-preview=1');
  });

  it('switches the frame between phone, tablet and desktop widths', async () => {
    const user = userEvent.setup();
    render(<PreviewPane configKey="home" document={FIRST} highlight={null} />);
    const group = screen.getByRole('group', { name: 'Preview width' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
    expect(previewFrame().style.width).toBe('1280px');

    await user.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'false');
    expect(previewFrame().style.width).toBe('390px');

    await user.click(screen.getByRole('button', { name: 'Tablet' }));
    expect(previewFrame().style.width).toBe('768px');
    // The pane (390 px until measured) is narrower than a tablet: scaled, not reflowed.
    expect(previewFrame().style.transform).toMatch(/^scale\(0\.5/);
  });
});
