import { useState, type FormEvent } from 'react';
import { CONFIG_LABELS } from '../../../schemas/api/studio';
import { newTargetedDocument, targetedDocumentSchema, targetedKey, targetedSlugSchema, TARGETED_SLUG_MAX, type TargetedKey } from '../../../schemas/api/targeted-layouts';
import { PAGE_SCOPES, type PageScope } from '../../../schemas/ui-config/section-names';
import { slugify } from '../../../schemas/slug';
import { Dialog } from '../../ui/Dialog';
import { getConfig, saveDraft } from '../api';
import { StudioButton } from '../Controls';

interface Props {
  /** Keys already taken, published or in draft. */
  taken: ReadonlySet<string>;
  onCreated: (key: TargetedKey) => void;
  onClose: () => void;
}

/**
 * Names a targeted version of a page and saves its first draft: a copy of the
 * page as published, so the merchandiser changes only what differs.
 */
export function NewTargetedDialog({ taken, onCreated, onClose }: Props) {
  const [scope, setScope] = useState<PageScope>('home');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const slug = slugify(name).slice(0, TARGETED_SLUG_MAX).replace(/-+$/, '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Give the version a name');
    const parsed = targetedSlugSchema.safeParse(slug);
    if (!parsed.success) return setError('Use letters or digits in the name');
    const key = targetedKey(scope, parsed.data);
    if (taken.has(key)) return setError(`The ${CONFIG_LABELS[scope].toLowerCase()} already has a version called that`);
    setBusy(true);
    try {
      // The server starts a new version as a copy of its page as published (server/features/studio/documents.ts).
      const start = await getConfig(key);
      const page = targetedDocumentSchema.safeParse(start.draft);
      await saveDraft(key, { ...(page.success ? page.data : newTargetedDocument(name)), name: name.trim() }, 0);
      onCreated(key);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The version could not be created');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="New targeted version of a page" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="st-muted">Shoppers in its audience get this version in the page’s place. It starts as a copy of the page as published.</p>
        <div className="st-field">
          <label htmlFor="new-targeted-page">Page</label>
          <select id="new-targeted-page" value={scope} onChange={(event) => setScope(PAGE_SCOPES.find((s) => s === event.target.value) ?? 'home')}>
            {PAGE_SCOPES.map((s) => (
              <option key={s} value={s}>
                {CONFIG_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor="new-targeted-name">Name</label>
          <input id="new-targeted-name" value={name} maxLength={60} aria-describedby="new-targeted-name-help" onChange={(event) => setName(event.target.value)} />
          <p id="new-targeted-name-help" className="st-muted">
            Like “Returning shoppers in Maharashtra”. You choose its audience next.
          </p>
        </div>
        {error && (
          <p className="st-error" role="alert">
            {error}
          </p>
        )}
        <StudioButton type="submit" variant="primary" busy={busy}>
          Create version
        </StudioButton>
      </form>
    </Dialog>
  );
}
