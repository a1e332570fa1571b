/**
 * Drafts the layout studio is previewing, by SWR key (API path). useEndpoint's
 * fetcher answers from here first, so a revalidation (focus, live update,
 * remount) never swaps a draft back to the published copy. Empty outside the
 * studio's preview frame; the receiver that fills it loads only there.
 */
const overrides = new Map<string, unknown>();

export const previewOverrides = {
  has: (path: string): boolean => overrides.has(path),
  get: (path: string): unknown => overrides.get(path),
  set: (path: string, value: unknown): void => void overrides.set(path, value),
  clear: (): void => overrides.clear(),
};
