import { useState, useSyncExternalStore } from 'react';
import { diagnostics } from '../../engine/diagnostics';
import styles from './LayoutDebugOverlay.module.css';

/** `?debug=layout`: lists every configuration entry the engine skipped, and why. */
export default function LayoutDebugOverlay() {
  const [enabled, setEnabled] = useState(true);
  const items = useSyncExternalStore(
    (cb) => diagnostics.subscribe(cb),
    () => diagnostics.all(),
    () => diagnostics.all(),
  );

  if (!enabled) return null;
  return (
    <aside className={styles.overlay} aria-label="Layout diagnostics" data-testid="layout-debug">
      <h2 className={styles.title}>Layout diagnostics ({items.length})</h2>
      {items.length === 0 ? (
        <p>Every configured section rendered.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((d) => (
            <li key={`${d.scope}-${d.index}-${d.reason}`} className={d.level === 'error' ? styles.error : styles.info}>
              <strong>
                {d.scope}[{d.index}] {d.section_name}
                {d.pattern !== null ? ` #${d.pattern}` : ''}
              </strong>
              <span>
                {d.reason}: {d.message}
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.close} onClick={() => setEnabled(false)}>
        Hide
      </button>
    </aside>
  );
}
