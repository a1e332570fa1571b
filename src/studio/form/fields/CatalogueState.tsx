import styles from '../SchemaForm.module.css';

/** Loading and failure of a catalogue list a picker needs. */
export function CatalogueState({ what, isLoading, error, retry }: { what: string; isLoading: boolean; error: unknown; retry: () => void }) {
  if (error) {
    return (
      <p className={styles.error} role="alert">
        Could not load {what}: {error instanceof Error ? error.message : 'unknown error'}.{' '}
        <button type="button" className={styles.linkButton} onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  if (isLoading) {
    return (
      <p className={styles.help} role="status">
        Loading {what}…
      </p>
    );
  }
  return null;
}
