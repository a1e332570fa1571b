import { GOAL_LABELS, type ExperimentGoal, type VariantResult } from '../../../schemas/api/experiments';
import { formatCount, formatPaise } from '../../ui/format';
import { StudioButton } from '../Controls';
import { chancePercent, isControl, ratePercent, sampleText, upliftText } from './words';
import styles from './Experiments.module.css';

interface Props {
  goal: ExperimentGoal;
  variants: readonly VariantResult[];
  /** The variant that was promoted, marked in its row. */
  winner: string | null;
  /** Offered on each variant but the control; null: nothing can be promoted now (or not by this role). */
  onPromote: ((variant: VariantResult) => void) | null;
}

/** The goal's rate column is marked: the uplift and the chance to beat the control are measured on it. */
const RATE_COLUMNS: readonly { goal: ExperimentGoal; heading: string }[] = [
  { goal: 'add_to_cart', heading: 'Add-to-cart rate' },
  { goal: 'checkout', heading: 'Checkout rate' },
  { goal: 'order_paid', heading: 'Order rate' },
];

/** Each variant's visitors and rates side by side, with how it compares to the control on the experiment's goal. */
export function ResultsTable({ goal, variants, winner, onPromote }: Props) {
  return (
    <div className="st-table-wrap">
      <table className={`st-table ${styles.results}`}>
        <caption className={styles.caption}>{`Results by variant; uplift and chance to beat the control are on the goal, ${GOAL_LABELS[goal].toLowerCase()}`}</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Visitors</th>
            {RATE_COLUMNS.map((column) => (
              <th key={column.goal} scope="col" className={column.goal === goal ? styles.goalColumn : undefined}>
                {column.heading}
                {column.goal === goal && <span className={styles.goalMark}> (goal)</span>}
              </th>
            ))}
            <th scope="col">Revenue per visitor</th>
            <th scope="col">Uplift over control (95% interval)</th>
            <th scope="col">Chance to beat control</th>
            <th scope="col">Sample</th>
            {onPromote && (
              <th scope="col">
                <span className="st-visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => {
            const control = isControl(variant.key);
            return (
              <tr key={variant.key}>
                <th scope="row">
                  <span className={styles.variantName}>{variant.label}</span>
                  {winner === variant.key && <span className="st-badge st-badge--scheduled">Promoted</span>}
                </th>
                <td data-label="Visitors">{formatCount(variant.visitors)}</td>
                {RATE_COLUMNS.map((column) => (
                  <td key={column.goal} data-label={column.heading}>
                    {ratePercent(variant.rates[column.goal])}
                  </td>
                ))}
                <td data-label="Revenue per visitor">{formatPaise(variant.revenue_per_visitor_paise)}</td>
                <td data-label="Uplift over control">{control ? 'Baseline' : variant.uplift ? upliftText(variant.uplift) : 'Not enough data yet'}</td>
                <td data-label="Chance to beat control">{control ? '—' : variant.probability_to_beat_control === null ? 'Not enough data yet' : chancePercent(variant.probability_to_beat_control)}</td>
                <td data-label="Sample">{sampleText(variant.visitors_still_needed)}</td>
                {onPromote && (
                  <td>
                    {!control && (
                      <StudioButton small onClick={() => onPromote(variant)}>
                        {`Promote ${variant.label}`}
                      </StudioButton>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
