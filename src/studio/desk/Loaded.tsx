import type { ReactNode } from 'react';
import { Skeleton } from '../Controls';
import { messageOf } from './field-errors';

interface LoadedProps<T> {
  /** An SWR read. */
  read: { data: T | undefined; error: unknown };
  /** Said when the first read failed and the server sent no message of its own. */
  failed: string;
  /** The skeleton's label while the first read runs. */
  loading: string;
  lines: number;
  /** The empty state, when the data holds nothing to show; null otherwise. */
  empty?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A desk's read in its three first states: the error when nothing was ever
 * read, a skeleton while the first read runs, then the empty state or the
 * content. Data already on screen stays through later reads and their
 * errors, so a table does not blink while its filter changes.
 */
export function Loaded<T>({ read, failed, loading, lines, empty, children }: LoadedProps<T>) {
  const { data, error } = read;
  if (data === undefined) {
    if (error) {
      return (
        <p className="st-error" role="alert">
          {messageOf(error, failed)}
        </p>
      );
    }
    return <Skeleton label={loading} lines={lines} />;
  }
  const nothing = empty?.(data);
  if (nothing) return <p className="st-empty">{nothing}</p>;
  return <>{children(data)}</>;
}
