import { useSWRConfig } from 'swr';
import {
  bulkChangeResultSchema,
  importReportSchema,
  productCsvPaths,
  productExportPath,
  productImportPath,
  type BulkChangeResult,
  type BulkFilter,
  type BulkPriceInput,
  type BulkStockInput,
  type ImportReport,
} from '../../../../schemas/api/product-csv';
import { productDeskPaths } from '../../../../schemas/api/product-desk';
import { call } from '../../api';

/** Where the Export CSV link points: the API itself, so the browser downloads the file with the session's cookie. */
export const exportHref = (filter: BulkFilter): string => `/api/${productExportPath(filter)}`;

/** Sent as text/csv whatever type the browser gave the file (Windows calls a CSV application/vnd.ms-excel). */
export const importCsv = (file: Blob, dryRun: boolean): Promise<ImportReport> => call('POST', productImportPath(dryRun), importReportSchema, new Blob([file], { type: 'text/csv' }));

export const changePrices = (request: BulkPriceInput): Promise<BulkChangeResult> => call('POST', productCsvPaths.bulkPrice, bulkChangeResultSchema, request);
export const changeStock = (request: BulkStockInput): Promise<BulkChangeResult> => call('POST', productCsvPaths.bulkStock, bulkChangeResultSchema, request);

/** After a write: every page of the desk's table, and any product the editor has open, read again. */
export function useRefreshProducts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(productDeskPaths.list) && key !== productDeskPaths.options);
}
