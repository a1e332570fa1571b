import { StudioButton } from '../Controls';

interface Props {
  /** How the row is named to assistive technology: "Move Laptops up". */
  name: string;
  index: number;
  count: number;
  busy?: boolean;
  onMove: (from: number, to: number) => void;
}

/** Move up / Move down for one row of an ordered list: buttons, so the keyboard reorders as well as a pointer. */
export function MoveButtons({ name, index, count, busy, onMove }: Props) {
  return (
    <>
      <StudioButton small variant="ghost" aria-label={`Move ${name} up`} disabled={busy || index === 0} onClick={() => onMove(index, index - 1)}>
        <span aria-hidden="true">↑</span>
      </StudioButton>
      <StudioButton small variant="ghost" aria-label={`Move ${name} down`} disabled={busy || index === count - 1} onClick={() => onMove(index, index + 1)}>
        <span aria-hidden="true">↓</span>
      </StudioButton>
    </>
  );
}

/** The list with one item moved from one place to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
