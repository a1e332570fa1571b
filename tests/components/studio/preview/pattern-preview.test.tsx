import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { PatternPreview } from '../../../../src/studio/preview/PatternPreview';

function thumbnailFrame(container: HTMLElement): HTMLIFrameElement {
  const frame = container.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no thumbnail frame');
  return frame;
}

function ready(frame: HTMLIFrameElement) {
  const post = vi.fn();
  const win = frame.contentWindow;
  if (!win) throw new Error('no window');
  win.postMessage = post;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'vitrine:preview-ready' }, origin: window.location.origin, source: win }));
  });
  return post.mock.calls.map((c) => c[0]);
}

const only = (section_name: string, pattern: number) => [{ section_name, visibility: 'Y', other_configration: JSON.stringify({ pattern }) }];

describe('PatternPreview', () => {
  it('is a lazy, hidden, untabbable thumbnail of the storefront in preview mode', () => {
    const { container } = render(<PatternPreview scope="cart" section="trust-strip" pattern={2} />);
    const frame = thumbnailFrame(container);
    expect(frame.getAttribute('src')).toBe('/cart?vitrine-preview=1');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.tabIndex).toBe(-1);
    expect(frame.title).toBe('Preview of trust-strip pattern 2');
    expect(frame.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(frame.style.width).toBe('1280px');
  });

  it('shows a page section alone: that entry on its page and no shell', () => {
    const { container } = render(<PatternPreview scope="home" section="hero-banner" pattern={3} />);
    expect(ready(thumbnailFrame(container))).toEqual([
      { type: 'vitrine:preview-draft', key: 'shell', document: [] },
      { type: 'vitrine:preview-draft', key: 'home', document: only('hero-banner', 3) },
    ]);
  });

  it('shows a shell section alone: that entry as the shell over an empty home page', () => {
    const { container } = render(<PatternPreview scope="shell" section="header" pattern={2} />);
    expect(ready(thumbnailFrame(container))).toEqual([
      { type: 'vitrine:preview-draft', key: 'shell', document: only('header', 2) },
      { type: 'vitrine:preview-draft', key: 'home', document: [] },
    ]);
  });
});
