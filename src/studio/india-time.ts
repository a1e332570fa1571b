const IST_OFFSET_MS = 330 * 60_000;

/**
 * The shop keeps time in India: a merchandiser types 20 Oct, 00:00 meaning
 * midnight in India wherever their laptop's clock is set. <input
 * type="datetime-local"> holds "2026-10-20T00:00"; the document holds the
 * instant with its offset.
 */
export function toIndianLocal(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

export function fromIndianLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return `${local}:00+05:30`;
}
