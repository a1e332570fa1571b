import { DeskField } from '../desk/DeskField';
import styles from './Orders.module.css';

interface Props {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** Why staff cancel or refund: the shopper reads it in their e-mail and on their order. */
export function ReasonField({ id, value, error, onChange }: Props) {
  return (
    <DeskField id={id} label="Reason (the shopper is told)" error={error}>
      {(described) => <textarea id={id} className={styles.textarea} rows={2} maxLength={300} value={value} onChange={(e) => onChange(e.target.value)} {...described} />}
    </DeskField>
  );
}
