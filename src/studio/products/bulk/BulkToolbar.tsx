import { useState } from 'react';
import { bulkFilterOf } from '../../../../schemas/api/product-csv';
import type { ProductDeskQuery } from '../../../../schemas/api/product-desk';
import { StudioButton } from '../../Controls';
import { exportHref } from './bulk-api';
import { ImportDialog } from './ImportDialog';
import { PriceDialog } from './PriceDialog';
import { StockDialog } from './StockDialog';
import styles from './Bulk.module.css';

interface Props {
  /** The table's query: export and bulk changes take the products its filters match. */
  query: Partial<ProductDeskQuery>;
  canRead: boolean;
  canWrite: boolean;
  /** How many products the filters match, as the table counts them ("10,000+" when capped); null while loading. */
  matching: string | null;
}

type Open = 'import' | 'price' | 'stock' | null;

/** Export, import and bulk price and stock changes, beside "Add product"; writing tools only for roles that may write. */
export function BulkToolbar({ query, canRead, canWrite, matching }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const filter = bulkFilterOf(query);
  const close = () => setOpen(null);
  return (
    <div className={styles.toolbar} role="group" aria-label="Products in bulk">
      {canRead && (
        <a className="st-button st-button--secondary" href={exportHref(filter)} download>
          Export CSV
        </a>
      )}
      {canWrite && (
        <>
          <StudioButton onClick={() => setOpen('import')}>Import CSV</StudioButton>
          <StudioButton onClick={() => setOpen('price')}>Change prices</StudioButton>
          <StudioButton onClick={() => setOpen('stock')}>Change stock</StudioButton>
        </>
      )}
      {open === 'import' && <ImportDialog onClose={close} />}
      {open === 'price' && <PriceDialog filter={filter} matching={matching} onClose={close} />}
      {open === 'stock' && <StockDialog filter={filter} matching={matching} onClose={close} />}
    </div>
  );
}
