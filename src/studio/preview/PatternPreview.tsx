import { useRef } from 'react';
import { PREVIEW_QUERY, type PageScope } from '../../../schemas/api/studio';
import { postToFrame, previewUrl, useElementSize, useFrameReady } from './frame';
import { patternDrafts } from './pattern-drafts';
import styles from './PatternPreview.module.css';

/** Thumbnails show the desktop layout, scaled down. */
const DESKTOP_WIDTH = 1280;
const DESKTOP_HEIGHT = 800;
const FALLBACK_SIZE = { width: 240, height: 150 };

interface Props {
  scope: PageScope;
  section: string;
  pattern: number;
}

/**
 * A live thumbnail of one pattern with its default props: the storefront in
 * preview mode with only that section on the page. Decorative (the catalogue
 * names and describes the pattern beside it), so it is hidden from assistive
 * technology and out of the tab order; it loads when scrolled into view.
 */
export function PatternPreview({ scope, section, pattern }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(box, FALLBACK_SIZE);
  const scale = width / DESKTOP_WIDTH;

  useFrameReady(frame, () => {
    for (const message of patternDrafts(scope, section, pattern)) postToFrame(frame.current, message);
  });

  return (
    <div ref={box} className={styles.thumb} style={{ height: Math.round(DESKTOP_HEIGHT * scale) }} aria-hidden="true">
      <iframe
        ref={frame}
        title={`Preview of ${section} pattern ${pattern}`}
        src={previewUrl(scope)}
        name={PREVIEW_QUERY}
        loading="lazy"
        tabIndex={-1}
        className={styles.frame}
        style={{ width: DESKTOP_WIDTH, height: DESKTOP_HEIGHT, transform: `scale(${scale})` }}
      />
    </div>
  );
}
