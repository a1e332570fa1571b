import { useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'selected';

/** The old way, for browsers without the async clipboard or outside a secure context. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies text to the clipboard: the async clipboard API first, then the old
 * execCommand route; when both are refused, `select` (if given) selects the
 * text on the page so the visitor can copy it by hand. The state says which
 * happened and returns to idle after a few seconds.
 */
export function useCopyText(resetMs = 3000) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const settle = (next: CopyState) => {
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), resetMs);
  };

  const copy = async (text: string, select?: () => void) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no async clipboard');
      await navigator.clipboard.writeText(text);
      settle('copied');
      return;
    } catch {
      // Refused or missing: fall through to the older ways.
    }
    if (copyWithSelection(text)) {
      settle('copied');
    } else {
      select?.();
      settle('selected');
    }
  };

  return { state, copy };
}
