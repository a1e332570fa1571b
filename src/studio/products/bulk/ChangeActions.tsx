import type { BulkChangeResult } from '../../../../schemas/api/product-csv';
import { formatCount } from '../../../ui/format';
import { StudioButton } from '../../Controls';
import { ChangePreview } from './ChangePreview';
import styles from './Bulk.module.css';

interface Props {
  /** The dialog's id prefix: the error is `${id}-error`, which the amount field names in aria-describedby. */
  id: string;
  kind: 'price' | 'stock';
  flow: { preview: BulkChangeResult | null; busy: 'preview' | 'apply' | null; error: string | null };
  onClose: () => void;
  onApply: () => void;
}

/**
 * The end of a bulk change dialog: the refusal, the preview, then the
 * buttons. Preview (the form's submit) until there is one; then Apply, naming
 * how many figures change and how many are left out.
 */
export function ChangeActions({ id, kind, flow: { preview, busy, error }, onClose, onApply }: Props) {
  const changed = preview?.counts.changed ?? 0;
  const refused = preview?.counts.refused ?? 0;
  return (
    <>
      {error && (
        <p className="st-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
      {preview && <ChangePreview result={preview} kind={kind} />}
      <div className={`st-dialog-actions ${styles.actions}`}>
        <StudioButton onClick={onClose} disabled={busy === 'apply'}>
          Cancel
        </StudioButton>
        <StudioButton type="submit" variant={preview ? 'secondary' : 'primary'} busy={busy === 'preview'} disabled={busy === 'apply'}>
          Preview
        </StudioButton>
        {preview && changed > 0 && (
          <StudioButton variant="primary" busy={busy === 'apply'} disabled={busy === 'preview'} onClick={onApply}>
            {refused > 0 ? `Apply to ${formatCount(changed)}, skip ${formatCount(refused)}` : `Apply to ${formatCount(changed)}`}
          </StudioButton>
        )}
      </div>
    </>
  );
}
