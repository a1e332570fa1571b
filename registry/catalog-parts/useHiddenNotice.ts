import { useEffect } from 'react';

export interface HiddenReason {
  reason: 'empty' | 'error';
  detail: string;
}

/**
 * Sections that read the catalogue render nothing when it fails or comes back
 * empty: a shopper should not see a broken or empty box. Developers and
 * merchandisers previewing the shop still need to know why a section vanished,
 * so it is said once in the console, in development only.
 */
export function useHiddenNotice(section: string, hidden: HiddenReason | null): void {
  const reason = hidden?.reason;
  const detail = hidden?.detail;
  useEffect(() => {
    if (!reason || detail === undefined || !import.meta.env?.DEV) return;
    if (reason === 'error') console.warn(`[${section}] hidden: the catalogue request failed (${detail})`);
    else console.info(`[${section}] hidden: ${detail}`);
  }, [section, reason, detail]);
}

/** Why a section with this data would hide, or null when it has something to show. */
export function hiddenReason(error: unknown, shown: number, emptyDetail: string): HiddenReason | null {
  if (error) return { reason: 'error', detail: error instanceof Error ? error.message : String(error) };
  if (shown === 0) return { reason: 'empty', detail: emptyDetail };
  return null;
}
