import { MAX_SPECIFICATIONS } from '../../../schemas/api/product-desk';
import { MoveButtons, moved } from '../desk/MoveButtons';
import { StudioButton } from '../Controls';
import { emptySpec, type SpecDraft } from './draft';
import styles from './Products.module.css';

interface Props {
  specifications: SpecDraft[];
  onChange: (specifications: SpecDraft[]) => void;
}

/** The product page's specification table, row by row; a new product starts from its category's usual rows. Rows left empty are not saved. */
export function SpecificationsEditor({ specifications, onChange }: Props) {
  const change = (index: number, patch: Partial<SpecDraft>) => onChange(specifications.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  return (
    <div>
      {specifications.length > 0 && (
        <table className={`st-table ${styles.specs}`}>
          <caption className="st-visually-hidden">Specifications</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
              <th scope="col">
                <span className="st-visually-hidden">Order and removal</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {specifications.map((s, i) => {
              const name = s.name || `row ${i + 1}`;
              return (
                <tr key={s.key}>
                  <td>
                    <input aria-label={`Specification ${i + 1} name`} value={s.name} maxLength={60} onChange={(e) => change(i, { name: e.target.value })} />
                  </td>
                  <td>
                    <input aria-label={`${s.name || `Specification ${i + 1}`} value`} value={s.value} maxLength={200} onChange={(e) => change(i, { value: e.target.value })} />
                  </td>
                  <td className={styles.rowActions}>
                    <MoveButtons name={name} index={i} count={specifications.length} onMove={(from, to) => onChange(moved(specifications, from, to))} />
                    <StudioButton small variant="danger-quiet" aria-label={`Remove ${name}`} onClick={() => onChange(specifications.filter((_, j) => j !== i))}>
                      Remove
                    </StudioButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <StudioButton small disabled={specifications.length >= MAX_SPECIFICATIONS} onClick={() => onChange([...specifications, emptySpec()])}>
        Add a specification
      </StudioButton>
    </div>
  );
}
