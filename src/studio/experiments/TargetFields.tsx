import { configLabel, type ConfigKey, type ConfigSummary } from '../../../schemas/api/studio';
import type { UiConfigEntry } from '../../../schemas/ui-config/entry';
import { Skeleton, StudioButton } from '../Controls';
import { DeskField } from '../desk/DeskField';
import { messageOf, type FieldErrors } from '../desk/field-errors';
import type { TargetKind } from './form-values';
import { sectionChoices } from './published-layout';
import styles from './Experiments.module.css';

interface Layout {
  key: ConfigKey | null;
  entries: UiConfigEntry[] | null | undefined;
  error: unknown;
  retry: () => void;
}

interface Props {
  id: string;
  pages: readonly ConfigSummary[] | undefined;
  pagesError: unknown;
  value: { key: string; kind: TargetKind; index: string };
  layout: Layout;
  errors: FieldErrors;
  onKey: (key: string) => void;
  onKind: (kind: TargetKind) => void;
  onIndex: (index: string) => void;
}

const KINDS: readonly { kind: TargetKind; label: string }[] = [
  { kind: 'section', label: 'One section' },
  { kind: 'page', label: 'Whole page' },
];

/** Where the experiment runs: a page (a layout or a campaign page), then one of its published sections or the whole of it. */
export function TargetFields({ id, pages, pagesError, value, layout, errors, onKey, onKind, onIndex }: Props) {
  const fieldId = (name: string) => `${id}-${name}`;
  const choices = layout.key && layout.entries ? sectionChoices(layout.key, layout.entries) : [];
  // A draft saved against a section the page has since lost still names it, so the merchandiser sees what to fix.
  const missing = value.index !== '' && layout.entries && !choices.some((c) => String(c.index) === value.index);

  return (
    <fieldset className={styles.group}>
      <legend>What to test</legend>
      <DeskField id={fieldId('key')} label="Page" help="The experiment starts from what is published there now" error={errors['target.key']}>
        {(described) => (
          <select id={fieldId('key')} value={value.key} onChange={(event) => onKey(event.target.value)} {...described}>
            <option value="">{pages ? 'Choose a page…' : 'Loading the pages…'}</option>
            {(pages ?? []).map((page) => (
              <option key={page.key} value={page.key}>
                {configLabel(page.key)}
              </option>
            ))}
          </select>
        )}
      </DeskField>
      {pagesError !== undefined && !pages && (
        <p className="st-error" role="alert">
          {messageOf(pagesError, 'The pages could not be loaded')}
        </p>
      )}

      <div className={styles.kinds} role="radiogroup" aria-label="What varies">
        {KINDS.map((k) => (
          <label key={k.kind} className={styles.kind}>
            <input type="radio" name={fieldId('kind')} value={k.kind} checked={value.kind === k.kind} onChange={() => onKind(k.kind)} />
            {k.label}
          </label>
        ))}
      </div>

      {layout.key && layout.error !== undefined && layout.entries === undefined && (
        <div className="st-error" role="alert">
          <p>{messageOf(layout.error, 'The page’s published layout could not be loaded')}</p>
          <StudioButton small onClick={layout.retry}>
            Try again
          </StudioButton>
        </div>
      )}
      {layout.key && layout.entries === undefined && layout.error === undefined && <Skeleton label="Loading the published layout" lines={2} />}
      {layout.key && layout.entries === null && (
        <p className="st-error" role="alert">
          This page’s published document is not a layout: it cannot be tested.
        </p>
      )}

      {value.kind === 'section' && layout.entries && (
        <DeskField id={fieldId('index')} label="Section" help="As published now; hidden sections are shown to no one, so testing them shows nothing" error={errors['target.index']}>
          {(described) => (
            <select id={fieldId('index')} value={value.index} onChange={(event) => onIndex(event.target.value)} {...described}>
              <option value="">{choices.length > 0 ? 'Choose a section…' : 'This page has no sections'}</option>
              {choices.map((choice) => (
                <option key={choice.index} value={String(choice.index)}>
                  {choice.text}
                </option>
              ))}
              {missing && <option value={value.index}>{`Section ${Number(value.index) + 1} (no longer on the page)`}</option>}
            </select>
          )}
        </DeskField>
      )}
      {value.kind === 'page' && layout.key && (
        <p className={styles.note} id={fieldId('page-note')}>
          Shoppers in the control see the page as published; shoppers in each other variant see that variant’s own layout instead, set out with it below. Each
          variant starts as a copy of the published layout: move, hide, remove, add or change its sections to make the difference it tests.
        </p>
      )}
    </fieldset>
  );
}
