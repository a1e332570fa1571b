/**
 * Areas only the server speaks (e-mails, the tax invoice's words, what the
 * API tells shoppers): no page shows them, so no page carries them, and
 * scripts/check-messages.ts looks for their keys under server/. Apart from
 * catalogue-files.ts (Node's) so the browser's loader can leave them out too.
 */
export const SERVER_AREAS: ReadonlySet<string> = new Set(['mail', 'invoice', 'api']);
