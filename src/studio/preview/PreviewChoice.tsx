import styles from './PreviewPane.module.css';

interface Option<T extends string> {
  id: T;
  label: string;
  /** The label's own language, when it is not the studio's (हिन्दी). */
  lang?: string;
}

/** One of a few ways to show the preview (width, language): pressed buttons in a labelled group. */
export function PreviewChoice<T extends string>({ label, options, value, onChange }: { label: string; options: readonly Option<T>[]; value: T; onChange: (id: T) => void }) {
  return (
    <div role="group" aria-label={label} className={styles.devices}>
      {options.map((option) => (
        <button key={option.id} type="button" lang={option.lang} aria-pressed={option.id === value} className={styles.device} onClick={() => onChange(option.id)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
