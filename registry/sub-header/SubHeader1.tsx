import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { SubHeader1Props } from '../../schemas/sections/sub-header';
import { useMenuItems } from '../../src/data/shop-config';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
import styles from './SubHeader1.module.css';

type Fade = 'none' | 'start' | 'end' | 'both';

/** A scrolling strip of section tabs; the edges fade where more tabs are hidden. */
export default function SubHeader1({ fallback_tabs, show_icons, align, aria_label }: SubHeader1Props) {
  const menu = useMenuItems('sub-header');
  const tabs = menu.length > 0 ? menu : fallback_tabs;
  const listRef = useRef<HTMLUListElement>(null);
  const [fade, setFade] = useState<Fade>('none');
  const { pathname } = useLocation();

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const before = list.scrollLeft > 1;
    const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setFade(before && after ? 'both' : before ? 'start' : after ? 'end' : 'none');
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, tabs.length]);

  // Bring the current tab into view by scrolling the strip only; scrollIntoView could move the page.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    measure();
  }, [pathname, measure]);

  if (tabs.length === 0) return null;
  return (
    <nav aria-label={aria_label} className={styles.strip}>
      <div className="container">
        <ul ref={listRef} className={cx(styles.tabs, align === 'center' && styles.center)} data-fade={fade} onScroll={measure}>
          {tabs.map((tab) => (
            <li key={`${tab.href}|${tab.label}`} className={styles.item}>
              <NavLink to={tab.href} end={tab.href === '/'} className={({ isActive }) => cx(styles.tab, isActive && styles.active)}>
                {show_icons && tab.icon !== 'none' ? <Icon name={tab.icon} size={18} /> : null}
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
