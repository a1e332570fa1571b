/**
 * How the smaller cards of the bento fill the grid beside the feature (two
 * columns of them on desktops, two rows): an odd card out spans both columns,
 * a pair stacks as two wide cards, and a single card takes the whole side.
 */
export function bentoShape(index: number, smallCount: number): { wide: boolean; tall: boolean } {
  if (smallCount === 1) return { wide: true, tall: true };
  if (smallCount === 2) return { wide: true, tall: false };
  const isLast = index === smallCount - 1;
  return { wide: smallCount % 2 === 1 && isLast, tall: false };
}
