import { useEffect, useRef, useState } from 'react';
import { isLayoutKey, isTargetedKey, layoutScopeOf, PREVIEW_QUERY, type ConfigDocument, type ConfigKey, type PreviewMessage } from '../../../schemas/api/studio';
import type { AudienceContext } from '../../../schemas/ui-config/audience-match';
import { postToFrame, previewUrl, useElementSize, useFrameReady } from './frame';
import { asAudience, describeContext } from './preview-audience';
import { useTargetedPreview } from './targeted-preview';
import { targetedParts } from '../../../schemas/api/targeted-layouts';
import { PreviewAudiencePicker } from './PreviewAudiencePicker';
import { PreviewChoice } from './PreviewChoice';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '../../../schemas/locale';
import styles from './PreviewPane.module.css';

export const PREVIEW_DEVICES = [
  { id: 'phone', label: 'Phone', width: 390 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: 1280 },
] as const;
type DeviceId = (typeof PREVIEW_DEVICES)[number]['id'];
/** Each language the shop serves, named in itself: the draft's translations show under the page's language. */
const PREVIEW_LANGUAGES = LOCALES.map((locale) => ({ id: locale, label: LOCALE_NAMES[locale], lang: locale }));

/** Typing pauses shorter than this send one draft, not one per keystroke. */
const DRAFT_DEBOUNCE_MS = 100;
/** After this long without the storefront saying it is ready, say so and offer a reload. */
const SLOW_MS = 15_000;
const FALLBACK_SIZE = { width: 390, height: 640 };

interface Props {
  configKey: ConfigKey;
  document: ConfigDocument;
  /** Index of the selected entry in the document (layouts only), or null. */
  highlight: number | null;
  /** The selected section's name as the studio shows it, drawn on its outline. */
  highlightLabel?: string;
}

function highlightMessage(key: ConfigKey, index: number | null, label: string | undefined): PreviewMessage {
  // A targeted version's sections are drawn as its page's (data-scope is the page).
  const scope = isTargetedKey(key) ? targetedParts(key).scope : isLayoutKey(key) ? key : null;
  return scope !== null && index !== null
    ? { type: 'vitrine:preview-highlight', key: scope, index, ...(label ? { label } : {}) }
    : { type: 'vitrine:preview-highlight', key: null, index: null };
}

/**
 * The real storefront in a frame at a device's width, showing the draft being
 * edited. The frame is scaled down to fit the pane, never reflowed, so the
 * storefront lays out exactly as on that device.
 */
export function PreviewPane({ configKey, document: draft, highlight, highlightLabel }: Props) {
  const [device, setDevice] = useState<DeviceId>('desktop');
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  // Only layouts, campaign pages and targeted versions have sections, so only they have audiences to preview.
  const audienced = layoutScopeOf(configKey) !== null;
  const [audience, setAudience] = useState<AudienceContext | null>(null);
  // A shopper in a targeted version's audience is served the version in the page's place, and so is the preview.
  const version = useTargetedPreview(configKey, audienced ? audience : null);
  // What is sent is the draft as that shopper would be served it; a new audience is a new document, so it is sent again.
  const document = asAudience(version ? version.document.sections : draft, configKey, audienced ? audience : null);
  const [loads, setLoads] = useState(0);
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const [slowFor, setSlowFor] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const size = useElementSize(viewport, FALLBACK_SIZE);

  // A new key, language or reload is a new frame, which knows nothing of earlier drafts.
  const frameId = `${configKey}:${locale}:${loads}`;
  const ready = readyFor === frameId;
  const latest = useRef({ configKey, document, highlight, highlightLabel, frameId });
  // Compared by content: an editor may hand over an equal document as a new object on every render.
  const serialized = JSON.stringify(document);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    latest.current = { configKey, document, highlight, highlightLabel, frameId };
  });

  useFrameReady(frame, () => {
    const now = latest.current;
    postToFrame(frame.current, { type: 'vitrine:preview-draft', key: now.configKey, document: now.document });
    postToFrame(frame.current, highlightMessage(now.configKey, now.highlight, now.highlightLabel));
    sent.current = JSON.stringify(now.document);
    setReadyFor(now.frameId);
  });

  useEffect(() => {
    if (!ready || sent.current === serialized) return;
    const timer = window.setTimeout(() => {
      const now = latest.current;
      postToFrame(frame.current, { type: 'vitrine:preview-draft', key: now.configKey, document: now.document });
      sent.current = serialized;
    }, DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [ready, serialized]);

  useEffect(() => {
    if (ready) postToFrame(frame.current, highlightMessage(configKey, highlight, highlightLabel));
  }, [ready, configKey, highlight, highlightLabel]);

  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => setSlowFor(frameId), SLOW_MS);
    return () => window.clearTimeout(timer);
  }, [ready, frameId]);

  const current = PREVIEW_DEVICES.find((d) => d.id === device) ?? PREVIEW_DEVICES[2];
  const scale = Math.min(1, size.width / current.width);
  const frameHeight = Math.round(size.height / scale);

  return (
    <section className={styles.pane} aria-label="Preview">
      <div className={styles.toolbar}>
        <PreviewChoice label="Preview width" options={PREVIEW_DEVICES} value={device} onChange={setDevice} />
        <PreviewChoice label="Preview language" options={PREVIEW_LANGUAGES} value={locale} onChange={setLocale} />
        <span className={styles.caption}>
          {current.width} px{scale < 1 ? ` at ${Math.round(scale * 100)} %` : ''}
        </span>
        {audienced && <PreviewAudiencePicker onChange={setAudience} />}
        <button type="button" className={styles.reload} onClick={() => setLoads((n) => n + 1)}>
          Reload preview
        </button>
      </div>
      {audienced && (
        <p className="st-muted st-preview-audience__showing" aria-live="polite">
          {audience ? `Showing ${version ? `the targeted version “${version.document.name}”` : 'the page'} as: ${describeContext(audience)}` : ''}
        </p>
      )}
      <div ref={viewport} className={styles.viewport}>
        <div className={styles.stage} style={{ width: current.width * scale, height: size.height }}>
          <iframe
            key={frameId}
            ref={frame}
            title="Preview"
            name={PREVIEW_QUERY}
            src={previewUrl(configKey, locale)}
            className={styles.frame}
            style={{ width: current.width, height: frameHeight, transform: `scale(${scale})` }}
            data-device={device}
          />
        </div>
        {!ready && (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {slowFor === frameId ? 'The storefront is taking long to answer. Try Reload preview.' : 'Loading preview…'}
          </div>
        )}
      </div>
    </section>
  );
}
