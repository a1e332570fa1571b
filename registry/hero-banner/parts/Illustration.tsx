import type { ReactNode } from 'react';
import type { HeroIllustration } from '../../../schemas/sections/home';
import { cx } from '../../../src/ui/cx';
import styles from './Illustration.module.css';

/** A fan with three curved blades around a hub, for the graphics card and the cabinet. */
function Fan({ x, y, r }: { x: number; y: number; r: number }) {
  const blade = `M${x} ${y - r * 0.25} C${x + r * 0.35} ${y - r * 0.75} ${x + r * 0.75} ${y - r * 0.6} ${x + r * 0.8} ${y - r * 0.15}`;
  return (
    <g>
      <circle className={cx(styles.line, styles.screen)} cx={x} cy={y} r={r} />
      {[0, 120, 240].map((deg) => (
        <path key={deg} className={styles.thin} d={blade} transform={`rotate(${deg} ${x} ${y})`} />
      ))}
      <circle className={styles.hi} cx={x} cy={y} r={r * 0.25} />
    </g>
  );
}

const drawings: Record<Exclude<HeroIllustration, 'none'>, ReactNode> = {
  laptop: (
    <>
      <rect className={cx(styles.line, styles.body)} x={50} y={28} width={140} height={94} rx={8} />
      <rect className={styles.screen} x={60} y={38} width={120} height={74} rx={3} />
      <rect className={styles.hi} x={70} y={50} width={52} height={9} rx={4.5} />
      <rect className={styles.soft} x={70} y={66} width={80} height={6} rx={3} />
      <rect className={styles.soft} x={70} y={78} width={62} height={6} rx={3} />
      <circle className={styles.hi} cx={156} cy={94} r={10} />
      <path className={cx(styles.line, styles.body)} d="M28 126h184l-12 16H40z" />
      <path className={styles.thin} d="M104 131h32" />
    </>
  ),
  gpu: (
    <>
      <rect className={cx(styles.line, styles.body)} x={16} y={40} width={10} height={108} rx={3} />
      <rect className={cx(styles.line, styles.body)} x={26} y={52} width={196} height={84} rx={10} />
      <Fan x={84} y={94} r={30} />
      <Fan x={164} y={94} r={30} />
      <rect className={styles.hi} x={62} y={138} width={112} height={9} rx={2} />
      <rect className={cx(styles.thin, styles.body)} x={176} y={42} width={30} height={10} rx={2} />
    </>
  ),
  monitor: (
    <>
      <rect className={cx(styles.line, styles.body)} x={32} y={22} width={176} height={112} rx={8} />
      <rect className={styles.screen} x={42} y={32} width={156} height={92} rx={3} />
      <path className={cx(styles.line, styles.hiStroke)} d="M54 110l30-28 22 16 32-36 44 34" />
      <circle className={styles.hi} cx={174} cy={50} r={8} />
      <path className={cx(styles.line, styles.body)} d="M110 134h20l6 18h-32z" />
      <rect className={cx(styles.line, styles.body)} x={84} y={152} width={72} height={8} rx={4} />
    </>
  ),
  headphones: (
    <>
      <path className={styles.band} d="M62 116V98a58 58 0 0 1 116 0v18" />
      <rect className={cx(styles.line, styles.body)} x={42} y={102} width={38} height={60} rx={15} />
      <rect className={cx(styles.line, styles.body)} x={160} y={102} width={38} height={60} rx={15} />
      <rect className={styles.hi} x={50} y={114} width={9} height={36} rx={4.5} />
      <rect className={styles.hi} x={181} y={114} width={9} height={36} rx={4.5} />
      <path className={styles.thin} d="M100 60c6-6 14-9 20-9s14 3 20 9" />
    </>
  ),
  pc: (
    <>
      <rect className={cx(styles.line, styles.body)} x={70} y={14} width={100} height={152} rx={8} />
      <rect className={styles.screen} x={80} y={24} width={62} height={132} rx={4} />
      <Fan x={111} y={52} r={17} />
      <Fan x={111} y={92} r={17} />
      <Fan x={111} y={132} r={17} />
      <rect className={styles.hi} x={152} y={26} width={8} height={22} rx={3} />
      <path className={styles.thin} d="M156 64v80" />
      <rect className={styles.soft} x={80} y={166} width={16} height={6} rx={2} />
      <rect className={styles.soft} x={144} y={166} width={16} height={6} rx={2} />
    </>
  ),
};

interface IllustrationProps {
  name: HeroIllustration;
  className?: string;
}

/**
 * Product pictures drawn in code: strokes take the text colour of the panel,
 * highlights its --tone-hi, so every tone and brand colour keeps them legible
 * and the page needs no image requests. Decorative: the copy says what is on offer.
 */
export function Illustration({ name, className }: IllustrationProps) {
  if (name === 'none') return null;
  return (
    <svg className={cx(styles.art, className)} viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <circle className={styles.glow} cx={120} cy={92} r={84} />
      {drawings[name]}
    </svg>
  );
}
