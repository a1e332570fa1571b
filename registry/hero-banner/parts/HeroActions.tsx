import { Link } from 'react-router-dom';
import type { LinkProps } from '../../../schemas/sections/common';
import type { OptionalLink } from '../../../schemas/sections/home';
import { cx } from '../../../src/ui/cx';
import styles from './HeroActions.module.css';

interface HeroActionsProps {
  cta: LinkProps;
  secondary: OptionalLink;
  className?: string;
}

/**
 * The primary and secondary calls to action of a hero panel, coloured by its
 * tone. The row is always one button high: long labels are shortened with an
 * ellipsis rather than wrapping, so the panel keeps its height.
 */
export function HeroActions({ cta, secondary, className }: HeroActionsProps) {
  return (
    <div className={cx(styles.actions, className)}>
      <Link to={cta.href} className={cx(styles.button, styles.primary)}>
        <span className={styles.text}>{cta.label}</span>
      </Link>
      {secondary.label && secondary.href ? (
        <Link to={secondary.href} className={cx(styles.button, styles.secondary)}>
          <span className={styles.text}>{secondary.label}</span>
        </Link>
      ) : null}
    </div>
  );
}
