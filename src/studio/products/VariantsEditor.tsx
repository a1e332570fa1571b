import { MAX_VARIANTS } from '../../../schemas/api/product-desk';
import { DeskField } from '../desk/DeskField';
import { MoveButtons, moved } from '../desk/MoveButtons';
import { StudioButton } from '../Controls';
import { emptyVariant, type DraftErrors, type VariantDraft } from './draft';
import styles from './Products.module.css';

interface Props {
  variants: VariantDraft[];
  errors: DraftErrors;
  onChange: (variants: VariantDraft[]) => void;
}

/**
 * A product's buyable choices (16 GB / 512 GB, Silver…), each with its own
 * price, MRP and stock. The page opens on the cheapest one in stock, in the
 * order listed here when prices tie.
 */
export function VariantsEditor({ variants, errors, onChange }: Props) {
  const change = (index: number, patch: Partial<VariantDraft>) => onChange(variants.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const remove = (index: number) => {
    const v = variants[index];
    if (v?.id !== undefined && !window.confirm(`Remove the variant ${v.label}? Carts holding it will ask shoppers to choose again.`)) return;
    onChange(variants.filter((_, i) => i !== index));
  };
  return (
    <div className={styles.variants}>
      {variants.length === 0 && <p className="st-muted">No variants: the product is sold at the price above. Add variants when it comes in choices such as memory or colour.</p>}
      {variants.map((v, i) => {
        const id = (name: string) => `variant-${i}-${name}`;
        const name = v.label || `Variant ${i + 1}`;
        return (
          <fieldset key={v.key} className={styles.variant}>
            <legend>{name}</legend>
            <div className={styles.grid}>
              <DeskField id={id('label')} label="Name" error={errors[`variants.${i}.label`]}>
                {(a) => <input {...a} id={id('label')} value={v.label} maxLength={80} onChange={(e) => change(i, { label: e.target.value })} />}
              </DeskField>
              <DeskField id={id('attributes')} label="Choices" help="Memory: 16 GB; Storage: 512 GB" error={errors[`variants.${i}.attributes`]}>
                {(a) => <input {...a} id={id('attributes')} value={v.attributes} onChange={(e) => change(i, { attributes: e.target.value })} />}
              </DeskField>
            </div>
            <div className={styles.grid}>
              <DeskField id={id('price')} label="Price (₹)" error={errors[`variants.${i}.price_paise`]}>
                {(a) => <input {...a} id={id('price')} inputMode="decimal" value={v.price} onChange={(e) => change(i, { price: e.target.value })} />}
              </DeskField>
              <DeskField id={id('mrp')} label="MRP (₹)" error={errors[`variants.${i}.mrp_paise`]}>
                {(a) => <input {...a} id={id('mrp')} inputMode="decimal" value={v.mrp} onChange={(e) => change(i, { mrp: e.target.value })} />}
              </DeskField>
              <DeskField id={id('stock')} label="Stock" error={errors[`variants.${i}.stock`]}>
                {(a) => <input {...a} id={id('stock')} inputMode="numeric" value={v.stock} onChange={(e) => change(i, { stock: e.target.value })} />}
              </DeskField>
            </div>
            <div className={styles.rowActions}>
              <MoveButtons name={name} index={i} count={variants.length} onMove={(from, to) => onChange(moved(variants, from, to))} />
              <StudioButton small variant="danger-quiet" onClick={() => remove(i)}>
                {`Remove ${name}`}
              </StudioButton>
            </div>
          </fieldset>
        );
      })}
      <StudioButton small disabled={variants.length >= MAX_VARIANTS} onClick={() => onChange([...variants, emptyVariant()])}>
        Add a variant
      </StudioButton>
    </div>
  );
}
