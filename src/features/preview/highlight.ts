import { findSection, firstBoxedElement, sectionBox } from './section-rect';

export interface Highlighter {
  /** label: what the studio calls the section; its data-section when absent. */
  show(key: string, index: number, label?: string): void;
  clear(): void;
  dispose(): void;
}

const OUTLINE_WIDTH = 2;

function createOverlay(doc: Document): { box: HTMLDivElement; label: HTMLSpanElement } {
  const box = doc.createElement('div');
  box.setAttribute('data-preview-highlight', '');
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'absolute',
    zIndex: '2147483646',
    pointerEvents: 'none',
    boxSizing: 'border-box',
    outline: `${OUTLINE_WIDTH}px solid var(--focus, #1d4ed8)`,
    outlineOffset: `-${OUTLINE_WIDTH}px`,
    background: 'color-mix(in srgb, var(--focus, #1d4ed8) 8%, transparent)',
    display: 'none',
  });
  const label = doc.createElement('span');
  Object.assign(label.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    padding: '2px 6px',
    font: '600 12px/1.4 system-ui, sans-serif',
    color: '#fff',
    background: 'var(--focus, #1d4ed8)',
    whiteSpace: 'nowrap',
  });
  box.append(label);
  return { box, label };
}

/**
 * Outlines the section the studio has selected. The target is looked up again
 * on every reposition because a draft re-renders the page and replaces it;
 * the page is scrolled to it once per selection, when it first has a box.
 */
export function createHighlighter(doc: Document = document): Highlighter {
  const view = doc.defaultView ?? window;
  const { box, label } = createOverlay(doc);
  let target: { key: string; index: number; label?: string } | null = null;
  let scrolled = false;
  let frame = 0;

  const reposition = () => {
    frame = 0;
    const wrapper = target ? findSection(doc, target.key, target.index) : null;
    const rect = wrapper ? sectionBox(wrapper) : null;
    if (!wrapper || !rect) {
      box.style.display = 'none';
      return;
    }
    if (!box.isConnected) doc.body.append(box);
    Object.assign(box.style, {
      display: 'block',
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
    label.textContent = target?.label ?? wrapper.dataset.section ?? '';
    // A label above the page's top edge would be cut off: put it inside instead.
    label.style.transform = rect.top >= 20 ? 'translateY(-100%)' : 'none';
    if (!scrolled) {
      scrolled = true;
      firstBoxedElement(wrapper)?.scrollIntoView({ block: 'center' });
    }
  };

  const schedule = () => {
    if (!target || frame) return;
    frame = view.requestAnimationFrame(reposition);
  };

  // The overlay's own moves are mutations too; reacting to them would never settle.
  const observer = new view.MutationObserver((records) => {
    if (records.some((r) => !box.contains(r.target))) schedule();
  });
  view.addEventListener('scroll', schedule, { passive: true, capture: true });
  view.addEventListener('resize', schedule);

  return {
    show(key, index, name) {
      const same = target?.key === key && target.index === index;
      target = { key, index, label: name };
      if (!same) scrolled = false;
      observer.disconnect();
      // Lazy patterns, images and re-renders move the section without a scroll or resize.
      observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
      reposition();
    },
    clear() {
      target = null;
      observer.disconnect();
      box.style.display = 'none';
    },
    dispose() {
      target = null;
      observer.disconnect();
      if (frame) view.cancelAnimationFrame(frame);
      view.removeEventListener('scroll', schedule, { capture: true });
      view.removeEventListener('resize', schedule);
      box.remove();
    },
  };
}
