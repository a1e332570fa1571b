import { Children, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { cx } from './cx';
import { ScrollButtons } from './product/ScrollButtons';
import styles from './ScrollRow.module.css';

interface ScrollRowProps {
  /** Names of the previous/next buttons, e.g. "More brands: Top brands". */
  labels: { previous: string; next: string };
  /** Off while placeholders show: there is nothing to scroll to yet. */
  showButtons: boolean;
  /** Changes when the items change, so the buttons measure the ends again. */
  itemCount: number;
  /**
   * Sets the row's look through custom properties: --row-item (column width),
   * --row-gap and --scroll-buttons-top (where the arrows sit).
   */
  className?: string;
  /** The row's <li> items. */
  children: ReactNode;
}

/**
 * One row of fixed-width items that scrolls sideways: swiped on phones, with
 * previous/next buttons for pointer users and every item reachable by Tab.
 * Fixed widths keep the section's height and layout independent of content.
 */
export function ScrollRow({ labels, showButtons, itemCount, className, children }: ScrollRowProps) {
  const rowId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  return (
    <div className={cx(styles.frame, className)}>
      {/* A column for every item from the start: a row the parser has only partly read is laid out as the whole one will be. */}
      <ul id={rowId} ref={rowRef} className={styles.row} style={{ '--row-count': Children.toArray(children).length } as CSSProperties}>
        {children}
      </ul>
      {showButtons ? <ScrollButtons trackRef={rowRef} controls={rowId} labels={labels} itemCount={itemCount} /> : null}
    </div>
  );
}
