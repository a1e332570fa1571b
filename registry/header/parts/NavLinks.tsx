import { NavLink } from 'react-router-dom';
import { Icon } from '../../../src/ui/Icon';
import { cx } from '../../../src/ui/cx';
import type { NavItem } from './nav';
import styles from './NavLinks.module.css';

interface NavListProps {
  items: readonly NavItem[];
  /** row: inline links; column: stacked, for the drawer; grid: tiles, for the categories panel. */
  variant?: 'row' | 'column' | 'grid';
  showIcons?: boolean;
  /** Tighter padding for a row that shares its line with the logo and actions. */
  dense?: boolean;
  onNavigate?: () => void;
  className?: string;
}

/** The links alone, for patterns that lay out their own <nav> (the split nav of header 2). */
export function NavList({ items, variant = 'row', showIcons = false, dense = false, onNavigate, className }: NavListProps) {
  return (
    <ul className={cx(styles.list, styles[variant], dense && styles.dense, className)}>
      {items.map((item) => (
        <li key={`${item.href}|${item.label}`}>
          <NavLink
            to={item.href}
            end={item.href === '/'}
            onClick={onNavigate}
            className={({ isActive }) => cx(styles.link, isActive && styles.active)}
          >
            {showIcons && item.icon !== 'none' ? <Icon name={item.icon} size={variant === 'grid' ? 24 : 18} /> : null}
            <span>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

interface NavLinksProps extends NavListProps {
  label: string;
}

export function NavLinks({ label, className, ...list }: NavLinksProps) {
  return (
    <nav aria-label={label} className={className}>
      <NavList {...list} />
    </nav>
  );
}
