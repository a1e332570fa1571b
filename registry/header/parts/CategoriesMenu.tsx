import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../src/ui/Icon';
import { NavList } from './NavLinks';
import { cx } from '../../../src/ui/cx';
import type { NavItem } from './nav';
import styles from './CategoriesMenu.module.css';

interface CategoriesMenuProps {
  label: string;
  items: readonly NavItem[];
  className?: string;
}

/**
 * "All categories": a disclosure button and a panel of tiles under the bar.
 * Escape closes it and returns focus to the button; a click elsewhere closes it.
 * A tap before hydration is kept and opens it once (issue 21 §1).
 */
export function CategoriesMenu({ label, items, className }: CategoriesMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && rootRef.current?.contains(event.target))) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        data-replay="categories"
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name="grid" size={20} />
        <span className={styles.label}>{label}</span>
        <Icon name="chevron-down" size={16} className={cx(styles.chevron, open && styles.flipped)} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={label} className={cx('container', styles.inner)}>
          <NavList items={items} variant="grid" showIcons onNavigate={() => setOpen(false)} />
        </nav>
      </div>
    </div>
  );
}
