import type { RefObject } from 'react';
import { cx } from '../cx';
import { Icon } from '../Icon';
import { useScrollEdges } from './useScrollEdges';
import styles from './ScrollButtons.module.css';

interface ScrollButtonsProps {
  /** The horizontal scroller the buttons move. */
  trackRef: RefObject<HTMLElement | null>;
  /** Its id, for aria-controls. */
  controls: string;
  labels: { previous: string; next: string };
  /** Changes when the scroller's items change, so the ends are measured again. */
  itemCount: number;
}

/** Distance between two items' left edges, so a step lands exactly on an item. */
function itemStride(track: HTMLElement): number {
  const first = track.firstElementChild;
  const second = first?.nextElementSibling;
  if (first instanceof HTMLElement && second instanceof HTMLElement) return second.offsetLeft - first.offsetLeft;
  return track.clientWidth;
}

/**
 * Previous/next buttons over the ends of a sideways scroller, for pointer
 * users (touch-only devices swipe, and the buttons are hidden there). Each
 * press moves one screenful of whole items; a button is disabled, and fades,
 * at its end. The parent must be positioned; --scroll-buttons-top places them.
 */
export function ScrollButtons({ trackRef, controls, labels, itemCount }: ScrollButtonsProps) {
  const { atStart, atEnd } = useScrollEdges(trackRef, itemCount);

  const step = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const stride = Math.max(itemStride(track), 1);
    const perScreen = Math.max(1, Math.floor(track.clientWidth / stride));
    // No behaviour given: the scroller's CSS scroll-behavior applies, smooth only without a reduced-motion preference.
    track.scrollBy({ left: direction * perScreen * stride });
  };

  return (
    <>
      <button
        type="button"
        className={cx(styles.button, styles.previous)}
        aria-controls={controls}
        aria-label={labels.previous}
        disabled={atStart}
        data-replay="scroll"
        onClick={() => step(-1)}
      >
        <Icon name="chevron-right" size={20} />
      </button>
      <button
        type="button"
        className={cx(styles.button, styles.next)}
        aria-controls={controls}
        aria-label={labels.next}
        disabled={atEnd}
        data-replay="scroll"
        onClick={() => step(1)}
      >
        <Icon name="chevron-right" size={20} />
      </button>
    </>
  );
}
