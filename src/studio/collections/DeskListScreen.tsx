import type { ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Skeleton, StudioButton } from '../Controls';
import { messageOf } from '../desk/field-errors';
import { MoveButtons } from '../desk/MoveButtons';
import { ConfirmDelete } from '../desk/ConfirmDelete';
import type { DeskItem, DeskList } from './desk-list';
import styles from './Collections.module.css';

interface Props<Row extends Item, Item extends DeskItem> {
  desk: DeskList<Row, Item>;
  canWrite: boolean;
  /** The desk's words: "category", "categories", its heading and what it is. */
  one: string;
  many: string;
  heading: string;
  intro: string;
  /** How the list is named to assistive technology: "Top-level categories". */
  listLabel: string;
  /** The line under a row's title. */
  about: (row: Row) => string;
  onMove: (from: number, to: number) => void;
  /** The picked row's panel, under its title: its form and what it holds. */
  panel: (selected: Row) => ReactNode;
  /** The form for a new row, in a dialog. */
  newForm: (onSaved: (made: DeskItem) => Promise<void>) => ReactNode;
  /** What deleting the row does, or why it cannot be done. */
  deletion: (row: Item) => { text: string; blocked?: boolean };
}

/**
 * A desk of rows in the shop's order, listed beside the picked one's panel:
 * Move up / Move down on each row, a new one in a dialog, and deleting the
 * picked one after asking. Read-only without the desk's write permission.
 */
export function DeskListScreen<Row extends Item, Item extends DeskItem>({ desk, canWrite, one, many, heading, intro, listLabel, about, onMove, panel, newForm, deletion }: Props<Row, Item>) {
  const { list, selected, deleting } = desk;
  if (desk.rows.error && !list) {
    return (
      <p className="st-error st-page-error" role="alert">
        {messageOf(desk.rows.error, `The ${many} could not be loaded`)}
      </p>
    );
  }
  if (!list) return <Skeleton label={`Loading the ${many}`} lines={6} />;

  const panelTitle = `${one}-panel-title`;
  const confirm = deleting ? deletion(deleting) : null;

  return (
    <div className={`st-desk ${styles.screen}`}>
      <header className={styles.head}>
        <div>
          <h1 className="st-h1">{heading}</h1>
          <p className="st-muted">{intro}</p>
        </div>
        {canWrite && (
          <StudioButton variant="primary" onClick={() => desk.setCreating(true)}>
            {`New ${one}`}
          </StudioButton>
        )}
      </header>
      {!canWrite && <p className={styles.note}>{`Your role can look at the ${many} but not change them.`}</p>}
      <p className="st-visually-hidden" role="status">
        {desk.announcement}
      </p>
      {!selected ? (
        <p className="st-empty">{`The shop has no ${many} yet.`}</p>
      ) : (
        <div className={styles.layout}>
          <nav aria-label={listLabel}>
            <ol className={styles.rows} aria-label={`${listLabel}, in order`}>
              {list.map((row, index) => (
                <li key={row.id} className={styles.row} data-current={row.id === selected.id || undefined}>
                  <button type="button" className={styles.pick} aria-current={row.id === selected.id ? 'true' : undefined} onClick={() => desk.select(row.id)}>
                    <span className={styles.rowTitle}>{row.title}</span>
                    <span className="st-muted">{about(row)}</span>
                  </button>
                  {canWrite && (
                    <span className={styles.rowActions}>
                      <MoveButtons name={row.title} index={index} count={list.length} onMove={onMove} />
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>

          <section className={styles.panel} aria-labelledby={panelTitle}>
            <h2 className="st-h2" id={panelTitle}>
              {selected.title}
            </h2>
            {panel(selected)}
            {canWrite && (
              <div className={styles.danger}>
                <StudioButton variant="danger-quiet" onClick={() => desk.setDeleting(selected)}>
                  {`Delete ${selected.title}`}
                </StudioButton>
              </div>
            )}
          </section>
        </div>
      )}
      {desk.creating && (
        <Dialog title={`New ${one}`} onClose={() => desk.setCreating(false)}>
          {newForm(desk.created)}
        </Dialog>
      )}
      {deleting && confirm && (
        <ConfirmDelete title={deleting.title} text={confirm.text} blocked={confirm.blocked} busy={desk.busy} onConfirm={() => void desk.confirmDelete(deleting)} onClose={() => desk.setDeleting(null)} />
      )}
    </div>
  );
}
