import { previewMessageSchema, type PreviewMessage } from '../../../schemas/api/studio';
import { applyDraft } from './apply-draft';
import { showPreviewBadge } from './badge';
import { createHighlighter } from './highlight';

const READY: PreviewMessage = { type: 'vitrine:preview-ready' };

/**
 * The storefront's side of the studio preview, loaded only in the studio's
 * frame (see in-preview.ts). It takes messages only from the frame's parent
 * on this origin, shows drafts in place of the published configuration and
 * outlines the selected section. Links keep working: drafts are kept as
 * overrides, so the next page shows its draft too.
 */
export function startPreviewReceiver(win: Window = window): () => void {
  const highlighter = createHighlighter(win.document);
  const hideBadge = showPreviewBadge(win.document);

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const parsed = previewMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'vitrine:preview-draft') void applyDraft(message.key, message.document);
    else if (message.type === 'vitrine:preview-highlight') {
      if (message.key === null || message.index === null) highlighter.clear();
      else highlighter.show(message.key, message.index, message.label);
    }
  };

  win.addEventListener('message', onMessage);
  // Sent on every load, so the studio re-sends its drafts after a reload or a full navigation.
  win.parent.postMessage(READY, win.location.origin);
  return () => {
    win.removeEventListener('message', onMessage);
    highlighter.dispose();
    hideBadge();
  };
}
