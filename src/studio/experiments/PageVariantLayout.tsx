import { useEffect, useRef, useState } from 'react';
import type { UiConfigEntry } from '../../../schemas/ui-config/entry';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { StudioButton, Switch } from '../Controls';
import { DeskField, FieldNotes } from '../desk/DeskField';
import type { FieldErrors } from '../desk/field-errors';
import { moveRow } from '../layout/rows';
import { sectionField } from './form-values';
import { addableSections, addedSection, entryOf, needsPattern, sameLayout, sectionTitle, type PageSection } from './page-sections';
import styles from './Experiments.module.css';

interface Props {
  /** The variant's field id prefix. */
  id: string;
  /** The variant's place in the list (never 0: the control is the published page). */
  index: number;
  /** The variant's name, as its legend shows it. */
  name: string;
  /** Its sections; null while the published layout it starts from loads. */
  sections: PageSection[] | null;
  published: readonly UiConfigEntry[] | null | undefined;
  scope: LayoutScope | null;
  errors: FieldErrors;
  onChange: (sections: PageSection[]) => void;
}

/** Whether the variant's layout differs from the published one; null while a section's settings do not parse. */
function differs(sections: readonly PageSection[], published: readonly UiConfigEntry[], scope: LayoutScope | null): boolean | null {
  const entries: UiConfigEntry[] = [];
  for (const section of sections) {
    const built = entryOf(section, needsPattern(scope));
    if (!built.ok) return null;
    entries.push(built.entry);
  }
  return !sameLayout(entries, published);
}

/**
 * A whole-page variant's own layout: its sections top to bottom, each moved,
 * shown or hidden, removed, or its settings edited as JSON; and sections the
 * page may hold added at the end.
 */
export function PageVariantLayout({ id, index, name, sections, published, scope, errors, onChange }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [choice, setChoice] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const addSelect = useRef<HTMLSelectElement>(null);
  // A move, removal or addition re-renders the list: the keyboard goes back to the section it acted on.
  const refocus = useRef<{ id: string | null; control: string } | null>(null);

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    if (wanted.id === null) {
      addSelect.current?.focus();
      return;
    }
    const item = list.current?.querySelector<HTMLElement>(`[data-section="${wanted.id}"]`);
    // A section moved to an end keeps the keyboard on its other move button.
    const other = wanted.control === 'up' ? 'down' : wanted.control === 'down' ? 'up' : 'settings';
    const control = (name: string) => item?.querySelector<HTMLElement>(`[data-control="${name}"]:not(:disabled)`);
    (control(wanted.control) ?? control(other) ?? control('settings'))?.focus();
  }, [sections]);

  const fieldId = (part: string) => `${id}-layout-${part}`;
  const whole = errors[`variants.${index}.entries`];

  if (!scope) return <p className="st-muted">Choose a page: this variant starts as a copy of its published layout.</p>;
  if (published === null) return null;
  // A saved draft's layout shows at once; a new variant's waits for the published one it copies.
  if (!sections) return <p className="st-muted">Loading the published layout this variant starts from…</p>;

  const change = (next: PageSection[], focus: { id: string | null; control: string } | null = null) => {
    refocus.current = focus;
    onChange(next);
  };
  const update = (at: number, patch: Partial<PageSection>) => change(sections.map((s, i) => (i === at ? { ...s, ...patch } : s)));
  const move = (from: number, to: number, control: string) => {
    const section = sections[from];
    if (!section || to < 0 || to >= sections.length) return;
    change(moveRow(sections, from, to), { id: section.id, control });
  };
  const remove = (at: number) => {
    const next = sections.filter((_, i) => i !== at);
    const neighbour = next[at] ?? next[at - 1];
    change(next, { id: neighbour?.id ?? null, control: 'settings' });
  };
  const add = () => {
    if (choice === '') return;
    const section = addedSection(scope, choice);
    setChoice('');
    change([...sections, section], { id: section.id, control: 'settings' });
  };
  const toggle = (sectionId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });

  const state = published ? differs(sections, published, scope) : null;
  const options = addableSections(scope);
  const described = [fieldId('help'), state === null ? '' : fieldId('state'), whole ? `${fieldId('whole')}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className={styles.layout} data-invalid={whole ? 'true' : undefined} aria-describedby={described}>
      <legend>{`What shoppers in ${name} see`}</legend>
      <p className="st-muted" id={fieldId('help')}>
        {`Shoppers given ${name} see this page instead of the published one: the sections below, top to bottom, except the hidden ones. It starts as a copy of the published page; change only what this variant tests.`}
      </p>
      {sections.length === 0 ? (
        <p className="st-empty">No sections: shoppers in this variant would see an empty page. Add one below.</p>
      ) : (
        <ol ref={list} className={styles.sections} aria-label={`Sections of ${name}`}>
          {sections.map((section, at) => {
            const title = sectionTitle(scope, section);
            const error = errors[sectionField(index, section.id)];
            const expanded = open.has(section.id) || error !== undefined;
            const box = fieldId(section.id);
            return (
              <li key={section.id} data-section={section.id} className={section.visible ? styles.section : `${styles.section} ${styles.hiddenSection}`}>
                <div className={styles.sectionHead}>
                  <span className={styles.sectionName}>
                    {`${at + 1}. ${title}`}
                    {!section.visible && <span className={styles.hiddenMark}> (hidden)</span>}
                  </span>
                  <span className={styles.sectionActions}>
                    <Switch checked={section.visible} onChange={(visible) => update(at, { visible })} label={`Visible: ${title}`} />
                    <StudioButton small variant="ghost" data-control="up" aria-label={`Move ${title} up`} disabled={at === 0} onClick={() => move(at, at - 1, 'up')}>
                      ↑
                    </StudioButton>
                    <StudioButton small variant="ghost" data-control="down" aria-label={`Move ${title} down`} disabled={at === sections.length - 1} onClick={() => move(at, at + 1, 'down')}>
                      ↓
                    </StudioButton>
                    <StudioButton small variant="ghost" data-control="settings" aria-label={`Settings of ${title}`} aria-expanded={expanded} aria-controls={expanded ? box : undefined} onClick={() => toggle(section.id)}>
                      Settings
                    </StudioButton>
                    <StudioButton small variant="danger-quiet" data-control="remove" aria-label={`Remove ${title}`} onClick={() => remove(at)}>
                      Remove
                    </StudioButton>
                  </span>
                </div>
                {expanded && (
                  <DeskField id={box} label={`Settings of ${title} (JSON)`} help={'"pattern" picks the layout, the rest are its props.'} error={error}>
                    {(describedBy) => (
                      <textarea
                        id={box}
                        className={styles.json}
                        rows={6}
                        spellCheck={false}
                        autoCapitalize="off"
                        value={section.settings}
                        onChange={(event) => update(at, { settings: event.target.value })}
                        {...describedBy}
                      />
                    )}
                  </DeskField>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {state !== null && (
        <p id={fieldId('state')} className={state ? styles.totalOk : styles.same} aria-live="polite">
          {state ? 'Differs from the published page' : 'Same as the published page so far: change at least one section'}
        </p>
      )}
      <div className={`st-field ${styles.addSection}`}>
        <label htmlFor={fieldId('add')}>Add a section</label>
        <div className={styles.addRow}>
          <select ref={addSelect} id={fieldId('add')} value={choice} onChange={(event) => setChoice(event.target.value)} aria-describedby={`${fieldId('add')}-help`}>
            <option value="">{options.length > 0 ? 'Choose a section…' : 'This page holds no other sections'}</option>
            {options.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
          <StudioButton small onClick={add} disabled={choice === ''} aria-label={`Add the section to ${name}`}>
            Add
          </StudioButton>
        </div>
        <p className="st-muted" id={`${fieldId('add')}-help`}>
          It joins the bottom of the page with its first pattern’s default settings.
        </p>
      </div>
      <FieldNotes id={fieldId('whole')} error={whole} />
    </fieldset>
  );
}
