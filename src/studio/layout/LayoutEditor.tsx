import { useState } from 'react';
import toast from 'react-hot-toast';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { StudioButton } from '../Controls';
import { AddSectionDialog } from './AddSectionDialog';
import { SectionList } from './SectionList';
import { SectionSettings } from './SectionSettings';
import { MissingTranslations } from './MissingTranslations';
import { SectionStats } from './SectionStats';
import { duplicateRow, moveRow, newRow, rowLabel, type SectionRow } from './rows';
import { sectionName } from './section-label';
import { useSourceNames } from './source-names';

export type RowsUpdate = (update: (rows: SectionRow[]) => SectionRow[]) => void;

interface Props {
  scope: LayoutScope;
  /** The layout's own name where a scope has many (a campaign page's config key); defaults to scope. */
  layout?: string;
  rows: readonly SectionRow[];
  update: RowsUpdate;
  errors: Readonly<Record<string, Readonly<Record<string, string>>>>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * The layout's side panel, as in a theme editor: the list of sections, or the
 * selected section's settings with a way back, so the preview keeps the room.
 */
export function LayoutEditor({ scope, layout = scope, rows, update, errors, selectedId, onSelect }: Props) {
  const [adding, setAdding] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The row whose settings were just left, so the list gives it focus again.
  const [cameBackFrom, setCameBackFrom] = useState<string | null>(null);
  const names = useSourceNames();
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  const nameOf = (row: SectionRow) => sectionName(rowLabel(scope, row, names));

  // From the list or the translations summary: a fresh settings panel, not a return to one.
  const openSettings = (id: string) => {
    setCameBackFrom(null);
    onSelect(id);
  };

  const move = (from: number, to: number) => {
    const row = rows[from];
    if (!row || to < 0 || to >= rows.length) return;
    update((current) => moveRow(current, from, to));
    setAnnouncement(`${nameOf(row)} moved to position ${to + 1} of ${rows.length}`);
  };

  const remove = (index: number) => {
    const row = rows[index];
    if (!row) return;
    update((current) => current.filter((r) => r.id !== row.id));
    if (row.id === selectedId) onSelect(null);
    const label = nameOf(row);
    setAnnouncement(`${label} deleted`);
    toast(
      (t) => (
        <span className="st-toast">
          {`${label} deleted`}
          <button
            type="button"
            className="st-link-button"
            onClick={() => {
              update((current) => (current.some((r) => r.id === row.id) ? current : [...current.slice(0, index), row, ...current.slice(index)]));
              setAnnouncement(`${label} restored`);
              toast.dismiss(t.id);
            }}
          >
            Undo
          </button>
        </span>
      ),
      { duration: 8000 },
    );
  };

  const add = (section: string, pattern: number | null) => {
    const row = newRow(scope, section, pattern);
    update((current) => {
      const at = current.findIndex((r) => r.id === selectedId);
      return at === -1 ? [...current, row] : [...current.slice(0, at + 1), row, ...current.slice(at + 1)];
    });
    setAdding(false);
    onSelect(row.id);
    setAnnouncement(`${nameOf(row)} added`);
  };

  return (
    <div className="st-layout">
      {selected ? (
        <SectionSettings
          scope={scope}
          row={selected}
          errors={errors[selected.id] ?? {}}
          names={names}
          onChange={(next) => update((current) => current.map((r) => (r.id === next.id ? next : r)))}
          onBack={() => {
            setCameBackFrom(selected.id);
            onSelect(null);
          }}
        />
      ) : (
        <>
          <div className="st-layout__head">
            <h2 className="st-h2">Sections</h2>
            <StudioButton variant="primary" small onClick={() => setAdding(true)}>
              Add section
            </StudioButton>
          </div>
          {rows.length > 0 && <p className="st-muted st-layout__hint">Select a section to edit its settings, or add one.</p>}
          <SectionList
            scope={scope}
            rows={rows}
            selectedId={selectedId}
            errors={errors}
            names={names}
            focusId={cameBackFrom}
            onSelect={openSettings}
            onMove={move}
            onToggle={(id, visible) => update((current) => current.map((r) => (r.id === id ? { ...r, visible } : r)))}
            onDuplicate={(index) => {
              const row = rows[index];
              update((current) => duplicateRow(current, index));
              if (row) setAnnouncement(`${nameOf(row)} duplicated`);
            }}
            onDelete={remove}
          />
          <MissingTranslations
            scope={scope}
            rows={rows}
            names={names}
            onSelect={openSettings}
          />
          <SectionStats scope={scope} layout={layout} rows={rows} names={names} />
        </>
      )}
      <p className="st-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {adding && <AddSectionDialog scope={scope} onAdd={add} onClose={() => setAdding(false)} />}
    </div>
  );
}
