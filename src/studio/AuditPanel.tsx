import { useId, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { configLabel, configKeySchema, type AuditEntry, type ConfigKey } from '../../schemas/api/studio';
import { AUDIT_PAGE_SIZE, auditPath, listAudit } from './api';
import { Skeleton, StudioButton } from './Controls';
import { formatShopDateTime } from '../ui/format';

const labelOf = (key: string | null): string => {
  const parsed = configKeySchema.safeParse(key);
  return parsed.success ? configLabel(parsed.data) : (key ?? '');
};

/** Every change by every admin, newest first, a page at a time. */
export function AuditPanel({ configKey }: { configKey: ConfigKey }) {
  const selectId = useId();
  const [onlyThis, setOnlyThis] = useState(true);
  const filter = onlyThis ? configKey : null;
  const { data, error, isLoading, isValidating, size, setSize } = useSWRInfinite(
    (index, previous: AuditEntry[] | null) => {
      if (previous && previous.length < AUDIT_PAGE_SIZE) return null;
      const before = index === 0 ? null : (previous?.at(-1)?.id ?? null);
      return auditPath(filter, before);
    },
    (path: string) => {
      const query = new URLSearchParams(path.split('?')[1] ?? '');
      const before = query.get('before_id');
      return listAudit(filter, before === null ? null : Number(before));
    },
  );
  const entries = data?.flat() ?? [];
  const more = data !== undefined && (data.at(-1)?.length ?? 0) >= AUDIT_PAGE_SIZE;

  return (
    <section className="st-audit" aria-label="Audit log">
      <div className="st-field st-field--inline">
        <label htmlFor={selectId}>Show</label>
        <select id={selectId} value={onlyThis ? 'this' : 'all'} onChange={(event) => setOnlyThis(event.target.value === 'this')}>
          <option value="this">{`${configLabel(configKey)} only`}</option>
          <option value="all">All configurations</option>
        </select>
      </div>
      {isLoading ? (
        <Skeleton label="Loading the audit log" lines={5} />
      ) : error ? (
        <p className="st-error" role="alert">
          {error instanceof Error ? error.message : 'The audit log could not be loaded'}
        </p>
      ) : entries.length === 0 ? (
        <p className="st-empty">Nothing has been changed yet.</p>
      ) : (
        <table className="st-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Configuration</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatShopDateTime(entry.at)}</td>
                <td>{entry.actor}</td>
                <td>{entry.action}</td>
                <td>{labelOf(entry.key)}</td>
                <td>{entry.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && (
        <StudioButton busy={isValidating && (data?.length ?? 0) < size} onClick={() => void setSize(size + 1)}>
          Older
        </StudioButton>
      )}
    </section>
  );
}
