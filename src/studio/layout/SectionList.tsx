import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { Icon } from '../../ui/Icon';
import { StudioButton, Switch } from '../Controls';
import { rowLabel, type SectionRow } from './rows';
import { sectionDetail, sectionName, type SourceNames } from './section-label';
import { audienceSchema, describeAudience } from '../../../schemas/ui-config/audience';

interface Props {
  scope: LayoutScope;
  rows: readonly SectionRow[];
  selectedId: string | null;
  errors: Readonly<Record<string, Readonly<Record<string, string>>>>;
  onSelect: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onToggle: (id: string, visible: boolean) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
  names?: SourceNames;
  /** The row whose edit button takes focus when the list appears (coming back from its settings). */
  focusId?: string | null;
}

interface DropTarget {
  index: number;
  after: boolean;
}

/**
 * The sections of a layout in order. Reordering works three ways that end in
 * the same onMove: drag by the handle, the Move buttons, and Alt+Arrow keys on
 * a focused row.
 */
export function SectionList({ scope, rows, selectedId, errors, onSelect, onMove, onToggle, onDuplicate, onDelete, names, focusId }: Props) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [drop, setDrop] = useState<DropTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // After a keyboard move the moved row may have lost focus (its node moved); give it back.
  const refocus = useRef<{ id: string; control: string } | null>(focusId ? { id: focusId, control: 'edit' } : null);

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row="${wanted.id}"]`);
    const control = row?.querySelector<HTMLButtonElement>(`[data-control="${wanted.control}"]:not(:disabled)`) ?? row?.querySelector<HTMLElement>('[data-control="edit"]');
    control?.focus();
  }, [rows]);

  const moveFromKeyboard = (from: number, to: number, id: string, control: string) => {
    if (to < 0 || to >= rows.length) return;
    refocus.current = { id, control };
    onMove(from, to);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, id: string) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const control = event.target instanceof HTMLElement ? (event.target.dataset.control ?? 'edit') : 'edit';
    moveFromKeyboard(index, event.key === 'ArrowUp' ? index - 1 : index + 1, id, control);
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (dragging === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    const after = box.height > 0 && event.clientY > box.top + box.height / 2;
    if (drop?.index !== index || drop.after !== after) setDrop({ index, after });
  };

  const onDrop = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragging !== null && drop) {
      // Dropping after a row below the dragged one lands on that row's index once the dragged row is out.
      let to = drop.after ? drop.index + 1 : drop.index;
      if (to > dragging) to -= 1;
      onMove(dragging, to);
    }
    setDragging(null);
    setDrop(null);
  };

  if (rows.length === 0) {
    return <p className="st-empty">No sections yet. Add one from the catalogue.</p>;
  }

  return (
    <ol ref={listRef} className="st-sections" aria-label="Sections">
      {rows.map((row, index) => {
        const named = rowLabel(scope, row, names);
        const label = sectionName(named);
        const detail = sectionDetail(named);
        const rowError = errors[row.id]?.[''];
        const problemCount = Object.keys(errors[row.id] ?? {}).length;
        const targeted = targetedTo(row.audience);
        const classes = [
          'st-section',
          row.id === selectedId ? 'st-section--selected' : '',
          row.visible ? '' : 'st-section--hidden',
          dragging === index ? 'st-section--dragging' : '',
          drop?.index === index ? (drop.after ? 'st-section--drop-after' : 'st-section--drop-before') : '',
          problemCount ? 'st-section--invalid' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li
            key={row.id}
            data-row={row.id}
            className={classes}
            draggable
            onDragStart={(event) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', row.id);
            }}
            onDragOver={(event) => onDragOver(event, index)}
            onDragLeave={() => setDrop((current) => (current?.index === index ? null : current))}
            onDrop={onDrop}
            onDragEnd={() => {
              setDragging(null);
              setDrop(null);
            }}
            onKeyDown={(event) => onRowKeyDown(event, index, row.id)}
          >
            <span className="st-handle" aria-hidden="true" title="Drag to reorder">
              ⋮⋮
            </span>
            <button
              type="button"
              className="st-section__edit"
              data-control="edit"
              aria-labelledby={[`${row.id}-verb`, `${row.id}-label`, detail ? `${row.id}-pattern` : '', targeted ? `${row.id}-audience` : '', problemCount > 0 ? `${row.id}-problems` : ''].filter(Boolean).join(' ')}
              aria-current={row.id === selectedId ? 'true' : undefined}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
              onClick={() => onSelect(row.id)}
            >
              {/* Named "Edit <title> <kind · pattern> <problems>": the verb first, then every visible word (WCAG 2.5.3). */}
              <span className="st-visually-hidden" id={`${row.id}-verb`}>
                Edit
              </span>{' '}
              <span className="st-section__label" id={`${row.id}-label`}>
                {named.title}
              </span>{' '}
              {detail && (
                <span className="st-section__pattern" id={`${row.id}-pattern`}>
                  {detail}
                </span>
              )}{' '}
              {targeted && (
                <span className="st-badge st-badge--scheduled" id={`${row.id}-audience`} title={targeted}>
                  {`Targeted: ${targeted}`}
                </span>
              )}{' '}
              {problemCount > 0 && (
                <span className="st-badge st-badge--danger" id={`${row.id}-problems`}>
                  {problemCount === 1 ? '1 problem' : `${problemCount} problems`}
                </span>
              )}
            </button>
            <Switch checked={row.visible} onChange={(visible) => onToggle(row.id, visible)} label={`Visible: ${label}`} />
            <span className="st-section__actions">
              <StudioButton small variant="ghost" data-control="up" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => moveFromKeyboard(index, index - 1, row.id, 'up')}>
                ↑
              </StudioButton>
              <StudioButton small variant="ghost" data-control="down" aria-label={`Move ${label} down`} disabled={index === rows.length - 1} onClick={() => moveFromKeyboard(index, index + 1, row.id, 'down')}>
                ↓
              </StudioButton>
              <StudioButton small variant="ghost" data-control="duplicate" aria-label={`Duplicate ${label}`} onClick={() => onDuplicate(index)}>
                <Icon name="copy" size={16} />
                Duplicate
              </StudioButton>
              {/* Apart from the rest, in red, with its own icon: deleting is the one action here that removes something (undo in its toast). */}
              <StudioButton small variant="danger-quiet" className="st-section__delete" data-control="delete" aria-label={`Delete ${label}`} onClick={() => onDelete(index)}>
                <Icon name="trash" size={16} />
                Delete
              </StudioButton>
            </span>
            {rowError && (
              <p className="st-section__error" role="alert">
                {rowError}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The audience in a few words, or null when the section is for everyone. */
function targetedTo(audience: unknown): string | null {
  if (audience === undefined) return null;
  const parsed = audienceSchema.safeParse(audience);
  return parsed.success ? describeAudience(parsed.data) : 'an audience with problems';
}
