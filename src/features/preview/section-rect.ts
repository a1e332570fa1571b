/** The page-coordinate box of a section and its name, or null when it has no box on screen. */
export interface SectionBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** key is a parsed ConfigKey and index an integer, so neither needs escaping in the selector. */
export function findSection(doc: Document, key: string, index: number): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[data-scope="${key}"][data-index="${index}"]`);
}

/**
 * SectionFrame's wrapper is `display: contents` and has no box of its own, so
 * the section's box is the union of its rendered descendants' boxes (looking
 * through any further `display: contents` wrappers).
 */
function boxedElements(el: Element, out: Element[]): Element[] {
  for (const child of Array.from(el.children)) {
    if (getComputedStyle(child).display === 'contents') boxedElements(child, out);
    else out.push(child);
  }
  return out;
}

export function firstBoxedElement(wrapper: Element): Element | null {
  return boxedElements(wrapper, [])[0] ?? null;
}

export function sectionBox(wrapper: Element): SectionBox | null {
  let top = Infinity;
  let left = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const el of boxedElements(wrapper, [])) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    top = Math.min(top, r.top);
    left = Math.min(left, r.left);
    right = Math.max(right, r.right);
    bottom = Math.max(bottom, r.bottom);
  }
  if (top === Infinity) return null;
  const view = wrapper.ownerDocument.defaultView;
  const scrollX = view?.scrollX ?? 0;
  const scrollY = view?.scrollY ?? 0;
  return { top: top + scrollY, left: left + scrollX, width: right - left, height: bottom - top };
}
