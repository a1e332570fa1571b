import { formatCount } from '../ui/format';
import { StudioButton } from './Controls';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /** More match than were counted: "of 10,000+". */
  capped?: boolean;
  /** What the rows are, for the summary: "products", "orders". */
  noun: string;
  onPage: (page: number) => void;
}

/** "26–50 of 1,00,000 products" with previous and next: the studio's tables page alike. */
export function Pager({ page, pageSize, total, capped = false, noun, onPage }: Props) {
  const pages = capped ? Infinity : Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="st-pager" aria-label={`Pages of ${noun}`}>
      <p className="st-muted" aria-live="polite">
        {total === 0 ? `No ${noun}` : `${formatCount(first)}–${formatCount(capped ? page * pageSize : last)} of ${formatCount(total)}${capped ? '+' : ''} ${noun}`}
      </p>
      <StudioButton small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </StudioButton>
      <StudioButton small disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </StudioButton>
    </nav>
  );
}
