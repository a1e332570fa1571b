import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { MAX_IMPORT_MB, type ImportReport } from '../../../../schemas/api/product-csv';
import { formatCount } from '../../../ui/format';
import { Dialog } from '../../../ui/Dialog';
import { StudioButton } from '../../Controls';
import { importCsv, useRefreshProducts } from './bulk-api';
import { ImportReportView } from './ImportReportView';
import styles from './Bulk.module.css';

type Phase = 'choose' | 'checking' | 'checked' | 'importing';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * Import CSV: the chosen file is checked at once (a dry run: every row's
 * fate, nothing written), and only a file with no refused row can be
 * imported, all rows in one go.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const refresh = useRefreshProducts();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('choose');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = async (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setError(null);
    if (!chosen) return setPhase('choose');
    if (chosen.size > MAX_IMPORT_MB * 1024 * 1024) {
      setPhase('choose');
      return setError(`The file is larger than ${MAX_IMPORT_MB} MB; split it into smaller files`);
    }
    setPhase('checking');
    try {
      setReport(await importCsv(chosen, true));
      setPhase('checked');
    } catch (e) {
      setError(messageOf(e, 'The file could not be checked'));
      setPhase('choose');
    }
  };

  const run = async () => {
    if (!file) return;
    setPhase('importing');
    setError(null);
    try {
      const done = await importCsv(file, false);
      const { created, updated } = done.counts;
      toast.success(`Imported ${formatCount(done.counts.rows)} rows: ${formatCount(created)} created, ${formatCount(updated)} updated`);
      await refresh();
      onClose();
    } catch (e) {
      setError(messageOf(e, 'The file was not imported'));
      setPhase('checked');
    }
  };

  const writes = report ? report.counts.created + report.counts.updated : 0;
  const importable = report !== null && report.counts.refused === 0 && writes > 0;
  return (
    <Dialog title="Import products from CSV" onClose={onClose}>
      <p className="st-muted">
        Every row is checked first and nothing changes until you import. A file with a refused row is not imported at all. The columns are those of Export CSV (docs/csv.md).
      </p>
      <div className="st-field">
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input
          id={`${id}-file`}
          className={styles.fileInput}
          type="file"
          accept=".csv,text/csv"
          disabled={phase === 'checking' || phase === 'importing'}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => void check(e.target.files?.[0] ?? null)}
        />
      </div>
      {phase === 'checking' && (
        <p className={styles.status} role="status">
          <span className="st-spinner" aria-hidden="true" />
          Checking every row…
        </p>
      )}
      {error && (
        <p className="st-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
      {report && <ImportReportView report={report} />}
      {report && report.counts.refused === 0 && writes === 0 && <p role="status">Nothing to import: every row already matches the catalogue.</p>}
      <div className={`st-dialog-actions ${styles.actions}`}>
        <StudioButton onClick={onClose} disabled={phase === 'importing'}>
          {importable ? 'Cancel' : 'Close'}
        </StudioButton>
        {importable && (
          <StudioButton variant="primary" busy={phase === 'importing'} onClick={() => void run()}>
            {`Import ${formatCount(report.counts.rows)} rows`}
          </StudioButton>
        )}
      </div>
    </Dialog>
  );
}
