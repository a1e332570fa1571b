import { useState, type FormEvent } from 'react';
import { campaignPath, campaignSlugSchema, newCampaignDocument } from '../../../schemas/api/campaign-pages';
import { campaignKey, type CampaignKey } from '../../../schemas/api/studio';
import { slugify } from '../../../schemas/slug';
import { Dialog } from '../../ui/Dialog';
import { saveDraft } from '../api';
import { StudioButton } from '../Controls';

/** A first section, so a new page previews as something rather than an empty frame. */
const STARTER_SECTIONS = [{ section_name: 'hero-banner', visibility: 'Y', other_configration: JSON.stringify({ pattern: 2, headline: 'Your offer here', cta: { label: 'Shop now', href: '/products' } }) }];

interface Props {
  /** Slugs already taken, published or in draft. */
  taken: ReadonlySet<string>;
  onCreated: (key: CampaignKey) => void;
  onClose: () => void;
}

/** Names a new campaign page and saves its first draft; the editor opens on it. */
export function NewCampaignDialog({ taken, onCreated, onClose }: Props) {
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shownSlug = slugEdited ? slug : slugify(title).slice(0, 60);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Give the page a title');
    const parsed = campaignSlugSchema.safeParse(shownSlug);
    if (!parsed.success) return setError(`Address: ${parsed.error.issues[0]?.message ?? 'not a valid address'}`);
    if (taken.has(parsed.data)) return setError(`There is already a page at ${campaignPath(parsed.data)}`);
    setBusy(true);
    try {
      const key = campaignKey(parsed.data);
      await saveDraft(key, { ...newCampaignDocument(title.trim()), sections: STARTER_SECTIONS }, 0);
      onCreated(key);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The page could not be created');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="New campaign page" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="st-field">
          <label htmlFor="new-campaign-title">Title</label>
          <input id="new-campaign-title" value={title} maxLength={90} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <div className="st-field">
          <label htmlFor="new-campaign-slug">Address</label>
          <input
            id="new-campaign-slug"
            value={shownSlug}
            maxLength={60}
            spellCheck={false}
            aria-describedby="new-campaign-slug-help"
            onChange={(event) => {
              setSlugEdited(true);
              setSlug(event.target.value);
            }}
          />
          <p id="new-campaign-slug-help" className="st-muted">
            {`Shoppers open it at ${campaignPath(shownSlug || 'your-page')}. Lower-case letters, digits and hyphens.`}
          </p>
        </div>
        {error && (
          <p className="st-error" role="alert">
            {error}
          </p>
        )}
        <StudioButton type="submit" variant="primary" busy={busy}>
          Create page
        </StudioButton>
      </form>
    </Dialog>
  );
}
