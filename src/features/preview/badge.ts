/** Tells whoever looks at the frame that this is a draft, not the live shop. Never takes a click. */
export function showPreviewBadge(doc: Document = document): () => void {
  const badge = doc.createElement('div');
  badge.setAttribute('data-preview-badge', '');
  badge.setAttribute('role', 'status');
  badge.textContent = 'Preview';
  Object.assign(badge.style, {
    position: 'fixed',
    right: '8px',
    bottom: '8px',
    zIndex: '2147483647',
    pointerEvents: 'none',
    userSelect: 'none',
    padding: '2px 8px',
    borderRadius: '999px',
    font: '600 11px/1.6 system-ui, sans-serif',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: '#fff',
    background: 'rgb(0 0 0 / 0.7)',
  });
  doc.body.append(badge);
  return () => badge.remove();
}
