import { COLLECTION_TONES } from '../../../schemas/api/catalog';
import { collectionCreateSchema, collectionUpdateSchema, type CollectionDeskRow } from '../../../schemas/api/collection-desk';
import { DeskField } from '../desk/DeskField';
import { createCollection, updateCollection } from './api';
import { checked, useDeskForm } from './desk-form';
import { DeskForm, IllustrationField, SelectField } from './DeskForm';
import { TONE_LABELS } from './labels';
import styles from './Collections.module.css';

interface Values {
  title: string;
  slug: string;
  tagline: string;
  description: string;
  tone: string;
  kind: string;
}

const FIELDS = ['title', 'slug', 'tagline', 'description', 'tone', 'kind'] as const satisfies readonly (keyof Values)[];

const EMPTY: Values = { title: '', slug: '', tagline: '', description: '', tone: 'soft', kind: 'accessories' };

const valuesOf = (row: CollectionDeskRow): Values => ({ title: row.title, slug: row.slug, tagline: row.tagline, description: row.description, tone: row.tone, kind: row.kind });

interface Props {
  /** The collection to edit; none: a new one. */
  row?: CollectionDeskRow;
  readOnly: boolean;
  onSaved: (row: CollectionDeskRow) => void | Promise<void>;
}

/** A collection's title, slug, words, tone and illustration: checked here with the server's own schema before it is sent. */
export function CollectionForm({ row, readOnly, onSaved }: Props) {
  const form = useDeskForm({
    row,
    valuesOf,
    blank: EMPTY,
    fields: FIELDS,
    request: (values, changed) =>
      row
        ? checked(collectionUpdateSchema.safeParse(Object.fromEntries(changed.map((f) => [f, values[f]]))), (patch) => updateCollection(row.id, patch))
        : checked(collectionCreateSchema.safeParse(values), createCollection),
    createdText: (made) => `Created ${made.title}: add its products next`,
    noun: 'collection',
    onSaved,
  });
  const { values, errors, set, field } = form;
  const slugChanged = row && { savedSlug: row.slug, note: 'Carousels name a collection by its slug: pick it again in any carousel that shows it.' };

  return (
    <DeskForm form={form} label={row ? `Details of ${row.title}` : 'New collection'} readOnly={readOnly} noun="collection" slugChanged={slugChanged}>
      <DeskField id={field('tagline')} label="Tagline" error={errors.tagline}>
        {(a) => <input id={field('tagline')} value={values.tagline} onChange={(e) => set('tagline')(e.target.value)} autoComplete="off" {...a} />}
      </DeskField>
      <DeskField id={field('description')} label="Description" error={errors.description}>
        {(a) => <textarea id={field('description')} rows={3} value={values.description} onChange={(e) => set('description')(e.target.value)} {...a} />}
      </DeskField>
      <div className={styles.pair}>
        <SelectField form={form} name="tone" label="Tone" choices={COLLECTION_TONES} labels={TONE_LABELS} />
        <IllustrationField form={form} />
      </div>
    </DeskForm>
  );
}
