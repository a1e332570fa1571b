import type { CSSProperties } from 'react';
import styles from './SectionSkeleton.module.css';

interface Props {
  mobile: number;
  desktop: number;
}

/** Holds the section's height while its chunk loads, so nothing shifts. */
export function SectionSkeleton({ mobile, desktop }: Props) {
  const style = { '--skeleton-mobile': `${mobile}px`, '--skeleton-desktop': `${desktop}px` } as CSSProperties;
  return <div className={styles.skeleton} style={style} aria-hidden="true" data-skeleton="" />;
}
