import { useState } from 'react';
import { SECTION_STATS_PERIOD_LABELS, SECTION_STATS_PERIODS, type SectionStatRow, type SectionStatsPeriod } from '../../../schemas/api/section-analytics';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { formatCount } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { messageOf } from '../desk/field-errors';
import { rowLabel, type SectionRow } from './rows';
import { sectionLabel, sectionName, type SourceNames } from './section-label';
import { formatRate, NO_FIGURES, statsByRow, type RowStats } from './section-stats-rows';
import { useSectionStats } from './useSectionStats';
import styles from './SectionStats.module.css';

interface Props {
  scope: LayoutScope;
  /** The layout's own name where a scope has many (a campaign page's key); defaults to scope. */
  layout?: string;
  rows: readonly SectionRow[];
  names?: SourceNames;
}

function Figures({ name, stats }: { name: string; stats: RowStats }) {
  const { total, parts } = stats;
  if (total.impressions === 0 && total.clicks === 0) {
    return (
      <tr>
        <th scope="row" className={styles.name}>
          {name}
        </th>
        <td colSpan={3} className={styles.none}>
          No data yet
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <th scope="row" className={styles.name}>
        {name}
        {parts.map((part) => (
          <span key={`${part.pattern}:${part.variant}`} className={styles.part}>
            {partLabel(part)}
          </span>
        ))}
      </th>
      <td className={styles.number}>{formatCount(total.impressions)}</td>
      <td className={styles.number}>{formatRate(total.ctr)}</td>
      <td className={styles.number}>{formatRate(total.add_to_cart_rate)}</td>
    </tr>
  );
}

/** One pattern or variant of a section that the period saw in more than one. */
function partLabel(part: SectionStatRow): string {
  const shown = `Pattern ${part.pattern}${part.variant ? `, variant ${part.variant}` : ''}`;
  return `${shown}: ${formatCount(part.impressions)} seen, ${formatRate(part.ctr)} CTR, ${formatRate(part.add_to_cart_rate)} add to cart`;
}

/**
 * How each section of the layout does with shoppers over a period: times
 * seen, click-through rate and add-to-cart rate, from the storefront's
 * section analytics (server/features/section-analytics). Shown under the
 * section list of the layout editor.
 */
export function SectionStats({ scope, layout = scope, rows, names }: Props) {
  const [period, setPeriod] = useState<SectionStatsPeriod>('7d');
  const { data, error, isValidating, mutate } = useSectionStats(layout, period);
  const headingId = `section-stats-${layout}`;

  let body;
  if (error && !data) {
    body = (
      // Not an alert: the figures are an aside to the editing, which goes on without them.
      <div>
        <p className="st-error">{messageOf(error, 'The section figures could not be loaded')}</p>
        <StudioButton small onClick={() => void mutate()}>
          Try again
        </StudioButton>
      </div>
    );
  } else if (!data) {
    body = <Skeleton label="Loading the section figures" lines={3} />;
  } else {
    const matched = statsByRow(rows, data.sections);
    body = (
      // On a phone the table scrolls sideways: the region takes focus so a keyboard can scroll it too.
      <div className="st-table-wrap" role="region" aria-label="Section figures" tabIndex={0} aria-busy={(isValidating && data.period !== period) || undefined}>
        <table className="st-table">
          <caption className="st-visually-hidden">{`Section figures, ${SECTION_STATS_PERIOD_LABELS[data.period].toLowerCase()}`}</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col" className={styles.number}>
                Impressions
              </th>
              <th scope="col" className={styles.number}>
                <abbr title="Click-through rate: clicks on links and buttons per impression">CTR</abbr>
              </th>
              <th scope="col" className={styles.number}>
                Add to cart
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <Figures key={row.id} name={`${index + 1}. ${sectionName(rowLabel(scope, row, names))}`} stats={matched.rows[index] ?? NO_FIGURES} />
            ))}
            {matched.elsewhere.map((stats) => {
              const first = stats.parts[0];
              if (!first) return null;
              const kind = sectionLabel({ section_name: first.section, pattern: first.pattern, props: {} }).kind;
              return <Figures key={`${first.index}:${first.section}`} name={`${kind}, formerly at position ${first.index + 1}`} stats={{ ...stats, parts: stats.parts.length > 1 ? stats.parts : [] }} />;
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className={styles.stats} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className="st-h2">
          How sections do
        </h3>
        <div className="st-periods st-periods--small" role="group" aria-label="Period">
          {SECTION_STATS_PERIODS.map((p) => (
            <button key={p} type="button" className="st-period" aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {SECTION_STATS_PERIOD_LABELS[p]}
            </button>
          ))}
        </div>
      </div>
      {body}
      <p className="st-muted">
        An impression is a section at least half on screen for a second, once per page view; CTR and add to cart are per impression, from the published layout. Shoppers who ask not to be
        tracked (Do Not Track, Global Privacy Control) are not counted.
      </p>
    </section>
  );
}
