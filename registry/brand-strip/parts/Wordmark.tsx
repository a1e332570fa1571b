import { cx } from '../../../src/ui/cx';
import styles from './Wordmark.module.css';

const LETTERINGS = ['bold', 'heavy', 'slant', 'spaced'] as const;

/**
 * A stable lettering for each brand, so a wall of names reads like a wall of
 * logos. Letter case is the brand's own (boAt stays boAt); wide spacing only
 * for names short enough to keep it on one line.
 */
function letteringOf(name: string): (typeof LETTERINGS)[number] {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const lettering = LETTERINGS[hash % LETTERINGS.length] ?? 'bold';
  return lettering === 'spaced' && name.length > 7 ? 'bold' : lettering;
}

interface WordmarkProps {
  name: string;
  className?: string;
}

/**
 * A brand's name set as a wordmark. The shop has no brand logos (they are
 * trademarks the shop may not redraw), so type does the work.
 */
export function Wordmark({ name, className }: WordmarkProps) {
  return <span className={cx(styles.wordmark, styles[letteringOf(name)], className)}>{name}</span>;
}
