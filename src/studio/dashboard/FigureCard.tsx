import type { Change } from './change';
import styles from './Dashboard.module.css';

const ARROW: Record<Change['direction'], string> = { up: '▲', down: '▼', same: '', none: '' };

interface Props {
  label: string;
  value: string;
  change: Change;
  /** "yesterday up to this time": what the change is measured against. */
  against: string;
  /** The previous stretch's value as shown. */
  previous: string;
  /** A line under the figure: how it is made up. */
  note?: string;
  /** Takes a phone's whole width: long amounts, or a note. */
  wide?: boolean;
}

/**
 * One figure with how it moved. The arrow and its colour are for the eye; the
 * sentence after them says the same for a screen reader, with the value it
 * is compared to.
 */
export function FigureCard({ label, value, change, against, previous, note, wide = false }: Props) {
  return (
    <li className={styles.card} data-wide={wide}>
      <h3 className={styles.cardLabel}>{label}</h3>
      <p className={styles.cardValue}>{value}</p>
      <p className={styles.change} data-direction={change.direction}>
        <span aria-hidden="true">{`${ARROW[change.direction]} ${change.mark}`.trim()}</span>
        <span className="st-visually-hidden">{`${change.words[0]?.toUpperCase() ?? ''}${change.words.slice(1)} on ${against} (${previous})`}</span>
        <span className={styles.against} aria-hidden="true">{`vs ${previous} ${against}`}</span>
      </p>
      {note && <p className={styles.note}>{note}</p>}
    </li>
  );
}
