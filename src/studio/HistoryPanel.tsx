import { useState } from 'react';
import toast from 'react-hot-toast';
import { configLabel, type ConfigDocument, type ConfigKey, type Version, type VersionDetail } from '../../schemas/api/studio';
import { Dialog } from '../ui/Dialog';
import { ApiError, getVersion, rollback } from './api';
import { Skeleton, StudioButton } from './Controls';
import { formatShopDateTime } from '../ui/format';
import { useVersions } from './hooks';

interface Props {
  configKey: ConfigKey;
  /** After a rollback published a new version. */
  onRolledBack: () => Promise<void>;
  /** Loads an old document into the editor as the working draft. */
  onRestore: (document: ConfigDocument) => void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** Every published version, newest first; any older one can be viewed, restored into the draft or rolled back to. */
export function HistoryPanel({ configKey, onRolledBack, onRestore }: Props) {
  const { data: versions, error, isLoading } = useVersions(configKey);
  const [confirming, setConfirming] = useState<Version | null>(null);
  const [viewing, setViewing] = useState<VersionDetail | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const view = async (version: Version) => {
    setBusy(`view-${version.version}`);
    try {
      setViewing(await getVersion(configKey, version.version));
    } catch (e) {
      toast.error(message(e));
    } finally {
      setBusy(null);
    }
  };

  const roll = async (version: Version) => {
    setBusy('rollback');
    try {
      const published = await rollback(configKey, version.version);
      setConfirming(null);
      toast.success(`Rolled back to version ${version.version}: published version ${published.version}`);
      await onRolledBack();
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : message(e));
    } finally {
      setBusy(null);
    }
  };

  if (isLoading) return <Skeleton label="Loading versions" lines={4} />;
  if (error) return <p className="st-error" role="alert">{message(error)}</p>;
  if (!versions || versions.length === 0) {
    return <p className="st-empty">{`${configLabel(configKey)} has not been published from the studio yet.`}</p>;
  }

  return (
    <section className="st-history" aria-label="Published versions">
      <ol className="st-versions">
        {versions.map((version, index) => (
          <li key={version.id} className="st-version">
            <p className="st-version__line">
              <strong>{`Version ${version.version}`}</strong>
              {` · by ${version.published_by} · ${formatShopDateTime(version.published_at)} · ${version.summary}`}
              {index === 0 && <span className="st-badge">Live</span>}
            </p>
            <span className="st-version__actions">
              <StudioButton small variant="ghost" aria-label={`View version ${version.version}`} busy={busy === `view-${version.version}`} onClick={() => void view(version)}>
                View
              </StudioButton>
              {index > 0 && (
                <StudioButton small onClick={() => setConfirming(version)}>
                  {`Roll back to version ${version.version}`}
                </StudioButton>
              )}
            </span>
          </li>
        ))}
      </ol>
      {confirming && (
        <Dialog title={`Roll back to version ${confirming.version}?`} onClose={() => setConfirming(null)}>
          <p>{`This publishes a new version equal to version ${confirming.version} (${confirming.summary}). Shoppers see it within seconds; any unsaved changes here are lost.`}</p>
          <div className="st-dialog-actions">
            <StudioButton onClick={() => setConfirming(null)}>Keep the current version</StudioButton>
            <StudioButton variant="primary" busy={busy === 'rollback'} onClick={() => void roll(confirming)}>
              Roll back
            </StudioButton>
          </div>
        </Dialog>
      )}
      {viewing && (
        <Dialog title={`Version ${viewing.version}`} onClose={() => setViewing(null)}>
          <p className="st-muted">{`By ${viewing.published_by} · ${formatShopDateTime(viewing.published_at)} · ${viewing.summary}`}</p>
          <pre className="st-json" tabIndex={0} aria-label={`Version ${viewing.version} as stored`}>
            {JSON.stringify(viewing.document, null, 2)}
          </pre>
          <div className="st-dialog-actions">
            <StudioButton
              variant="primary"
              onClick={() => {
                onRestore(viewing.document);
                setViewing(null);
                toast.success(`Version ${viewing.version} loaded into the draft; save or publish to keep it`);
              }}
            >
              Restore into draft
            </StudioButton>
          </div>
        </Dialog>
      )}
    </section>
  );
}
