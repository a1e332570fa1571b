import { useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { GST_RATES, MAX_RELATED, type ProductDeskDetail, type ProductDeskOptions } from '../../../schemas/api/product-desk';
import { localizedPath } from '../../../schemas/locale';
import { ApiError } from '../api';
import { DeskField } from '../desk/DeskField';
import { MoveButtons, moved } from '../desk/MoveButtons';
import { ProductFinder } from '../desk/ProductFinder';
import { PhotosEditor } from './PhotosEditor';
import { Skeleton, StudioButton } from '../Controls';
import { draftFromDetail, inputFromDraft, newDraft, withCategory, type DraftErrors, type ProductDraft } from './draft';
import { ProductTranslationsEditor } from './ProductTranslationsEditor';
import { createProduct, updateProduct, useDeskProduct, useProductOptions } from './products-api';
import { SpecificationsEditor } from './SpecificationsEditor';
import { VariantsEditor } from './VariantsEditor';
import styles from './Products.module.css';

interface Props {
  /** null: a new product. */
  productId: number | null;
  canWrite: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}

/** The editor waits for the product (when editing) and the pickers' options, then holds the form. */
export function ProductEditor({ productId, canWrite, onClose, onSaved }: Props) {
  const product = useDeskProduct(productId);
  const options = useProductOptions();
  const error = product.error ?? options.error;
  if (error) {
    return (
      <div className="st-desk">
        <p className="st-error" role="alert">
          {error instanceof Error ? error.message : 'The product could not be loaded'}
        </p>
        <StudioButton onClick={onClose}>Back to products</StudioButton>
      </div>
    );
  }
  if (!options.data || (productId !== null && !product.data)) return <Skeleton label="Loading the product" lines={10} />;
  return (
    <EditorForm
      key={product.data ? `${product.data.id}-${product.data.revision}` : 'new'}
      product={product.data ?? null}
      options={options.data}
      canWrite={canWrite}
      onClose={onClose}
      onSaved={(saved) => {
        void product.mutate(saved, { revalidate: false });
        onSaved(saved.id);
      }}
      onReload={() => void product.mutate()}
    />
  );
}

interface FormProps {
  product: ProductDeskDetail | null;
  options: ProductDeskOptions;
  canWrite: boolean;
  onClose: () => void;
  onSaved: (saved: ProductDeskDetail) => void;
  onReload: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 className="st-h2" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function EditorForm({ product, options, canWrite, onClose, onSaved, onReload }: FormProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftFromDetail(product) : newDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const update = (change: Partial<ProductDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setDirty(true);
  };
  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const category = options.categories.find((c) => String(c.id) === draft.categoryId);
  const readOnly = !canWrite;
  const field = (name: string) => ({ id: `product-${name.replaceAll('.', '-')}`, error: errors[name] });

  const save = async () => {
    const checked = inputFromDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error('Some fields need another look');
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const saved = product ? await updateProduct(product.id, checked.input, product.revision) : await createProduct(checked.input);
      setDirty(false);
      toast.success(`${saved.title} ${product ? 'saved' : 'added'}`);
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setStale(e.message);
      else if (e instanceof ApiError && e.problems.length > 0) setErrors(Object.fromEntries(e.problems.map((p) => [p.field, p.message])));
      toast.error(e instanceof Error ? e.message : 'The product was not saved');
    } finally {
      setSaving(false);
    }
  };

  const leave = () => {
    if (dirty && !window.confirm('Leave without saving? Your changes to this product will be lost.')) return;
    onClose();
  };

  return (
    <form
      className={`st-desk ${styles.editor}`}
      aria-labelledby="product-editor-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <header className={styles.head}>
        <div>
          <StudioButton small variant="ghost" onClick={leave}>
            ← All products
          </StudioButton>
          <h1 className="st-h1" id="product-editor-title">
            {product ? product.title : 'New product'}
          </h1>
          {product && (
            <p className="st-muted">
              {`#${product.id} · revision ${product.revision} · `}
              <a href={product.url} target="_blank" rel="noreferrer">
                See it in the shop
              </a>
              {' · '}
              <a href={localizedPath('hi-IN', product.url)} target="_blank" rel="noreferrer" hrefLang="hi-IN">
                See it in Hindi
              </a>
            </p>
          )}
        </div>
        {canWrite && (
          <StudioButton type="submit" variant="primary" busy={saving}>
            {product ? 'Save product' : 'Add product'}
          </StudioButton>
        )}
      </header>
      {readOnly && <p className="st-muted">Your role can read the catalogue but not change it.</p>}
      {stale && (
        <div className="st-error" role="alert">
          <p>{stale}</p>
          <StudioButton small onClick={onReload}>
            Reload the product (discards your edits)
          </StudioButton>
        </div>
      )}

      {Object.keys(errors).length > 0 && (
        <div className="st-error" role="alert">
          <p>Some fields need another look:</p>
          <ul>
            {Object.entries(errors).map(([name, message]) => (
              <li key={name}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className={styles.fieldset} disabled={readOnly || saving}>
        <Section title="Basics">
          <DeskField {...field('title')} label="Title">
            {(a) => <input {...a} id="product-title" value={draft.title} maxLength={160} required onChange={(e) => update({ title: e.target.value })} />}
          </DeskField>
          <DeskField {...field('slug')} label="Address (slug)" help="Left empty, it is made from the title. Changing it changes the product's link.">
            {(a) => <input {...a} id="product-slug" value={draft.slug} maxLength={120} onChange={(e) => update({ slug: e.target.value })} />}
          </DeskField>
          <div className={styles.grid}>
            <DeskField {...field('brand_id')} label="Brand">
              {(a) => (
                <select {...a} id="product-brand_id" value={draft.brandId} onChange={(e) => update({ brandId: e.target.value })}>
                  <option value="">Choose a brand</option>
                  {options.brands.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </select>
              )}
            </DeskField>
            <DeskField {...field('category_id')} label="Category">
              {(a) => (
                <select
                  {...a}
                  id="product-category_id"
                  value={draft.categoryId}
                  onChange={(e) => {
                    setDraft((d) => (product ? { ...d, categoryId: e.target.value, subCategoryId: '' } : withCategory(d, e.target.value, options)));
                    setDirty(true);
                  }}
                >
                  <option value="">Choose a category</option>
                  {options.categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.title}
                    </option>
                  ))}
                </select>
              )}
            </DeskField>
            <DeskField {...field('sub_category_id')} label="Sub-category">
              {(a) => (
                <select {...a} id="product-sub_category_id" value={draft.subCategoryId} onChange={(e) => update({ subCategoryId: e.target.value })}>
                  <option value="">None</option>
                  {category?.sub_categories.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.title}
                    </option>
                  ))}
                </select>
              )}
            </DeskField>
          </div>
          <DeskField {...field('description')} label="Description">
            {(a) => <textarea {...a} id="product-description" rows={5} value={draft.description} maxLength={5000} onChange={(e) => update({ description: e.target.value })} />}
          </DeskField>
          <DeskField {...field('highlights')} label="Highlights" help="One per line, up to 8: what the product page lists beside the pictures.">
            {(a) => <textarea {...a} id="product-highlights" rows={4} value={draft.highlights} onChange={(e) => update({ highlights: e.target.value })} />}
          </DeskField>
        </Section>

        <Section title="Translations">
          <ProductTranslationsEditor draft={draft} errors={errors} onChange={(translations) => update({ translations })} />
        </Section>

        <Section title="Photos">
          <PhotosEditor productId={product?.id ?? null} canWrite={canWrite} />
        </Section>

        <Section title="Price, tax and stock">
          {draft.variants.length > 0 ? (
            <p className="st-muted">This product has variants: each has its own price, MRP and stock below. Cards show the cheapest one in stock.</p>
          ) : (
            <div className={styles.grid}>
              <DeskField {...field('price_paise')} label="Price (₹)" help="What the shopper pays, GST included.">
                {(a) => <input {...a} id="product-price_paise" inputMode="decimal" value={draft.price} onChange={(e) => update({ price: e.target.value })} />}
              </DeskField>
              <DeskField {...field('mrp_paise')} label="MRP (₹)">
                {(a) => <input {...a} id="product-mrp_paise" inputMode="decimal" value={draft.mrp} onChange={(e) => update({ mrp: e.target.value })} />}
              </DeskField>
              <DeskField {...field('stock')} label="Stock" help={draft.stockSeen === undefined ? undefined : 'Units sold while you edit are kept: the save adds or takes away what you changed.'}>
                {(a) => <input {...a} id="product-stock" inputMode="numeric" value={draft.stock} onChange={(e) => update({ stock: e.target.value })} />}
              </DeskField>
            </div>
          )}
          <div className={styles.grid}>
            <DeskField {...field('gst_rate')} label="GST rate">
              {(a) => (
                <select {...a} id="product-gst_rate" value={draft.gstRate} onChange={(e) => update({ gstRate: e.target.value })}>
                  {GST_RATES.map((rate) => (
                    <option key={rate} value={rate}>{`${rate}%`}</option>
                  ))}
                </select>
              )}
            </DeskField>
            <DeskField {...field('hsn_code')} label="HSN code">
              {(a) => <input {...a} id="product-hsn_code" inputMode="numeric" value={draft.hsnCode} maxLength={8} onChange={(e) => update({ hsnCode: e.target.value })} />}
            </DeskField>
            <DeskField {...field('max_per_order')} label="Most per order">
              {(a) => <input {...a} id="product-max_per_order" inputMode="numeric" value={draft.maxPerOrder} onChange={(e) => update({ maxPerOrder: e.target.value })} />}
            </DeskField>
          </div>
          <div className={styles.flags} role="group" aria-label="Badges">
            <label>
              <input type="checkbox" checked={draft.bestSeller} onChange={(e) => update({ bestSeller: e.target.checked })} /> Best seller
            </label>
            <label>
              <input type="checkbox" checked={draft.hotDeal} onChange={(e) => update({ hotDeal: e.target.checked })} /> Hot deal
            </label>
            <label>
              <input type="checkbox" checked={draft.newArrival} onChange={(e) => update({ newArrival: e.target.checked })} /> New arrival
            </label>
          </div>
        </Section>

        <Section title="Variants">
          <VariantsEditor variants={draft.variants} errors={errors} onChange={(variants) => update({ variants })} />
        </Section>

        <Section title="Specifications">
          <SpecificationsEditor specifications={draft.specifications} onChange={(specifications) => update({ specifications })} />
        </Section>

        <Section title="Related products">
          <p className="st-muted">{`Shown first under “You may also like” on this product's page (up to ${MAX_RELATED}); the rest of the row fills with similar products.`}</p>
          {errors.related_ids && <p className="st-error">{errors.related_ids}</p>}
          {draft.related.length > 0 && (
            <ol className={styles.related}>
              {draft.related.map((r, i) => (
                <li key={r.id}>
                  <span>{r.title}</span>
                  <MoveButtons name={r.title} index={i} count={draft.related.length} onMove={(from, to) => update({ related: moved(draft.related, from, to) })} />
                  <StudioButton small variant="danger-quiet" aria-label={`Remove ${r.title}`} onClick={() => update({ related: draft.related.filter((x) => x.id !== r.id) })}>
                    Remove
                  </StudioButton>
                </li>
              ))}
            </ol>
          )}
          {canWrite && (
            <ProductFinder
              chosen={new Set([...draft.related.map((r) => r.id), ...(product ? [product.id] : [])])}
              full={draft.related.length >= MAX_RELATED ? `At most ${MAX_RELATED} related products; remove one to add another.` : null}
              onAdd={(p) => update({ related: [...draft.related, { id: p.id, title: p.title }] })}
            />
          )}
        </Section>
      </fieldset>

      {canWrite && (
        <div className={styles.footer}>
          <StudioButton type="submit" variant="primary" busy={saving}>
            {product ? 'Save product' : 'Add product'}
          </StudioButton>
          <StudioButton onClick={leave}>Cancel</StudioButton>
        </div>
      )}
    </form>
  );
}
