import { MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '../../../schemas/api/product-csv';
import { CsvError, CsvParser, type CsvRecord } from './csv-parse';

export interface CsvRow {
  line: number;
  cells: Record<ProductCsvColumn, string>;
  /** Fields the row has when it is not the header's count; null when it matches. */
  width: number | null;
}

export type ReadResult = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

const NOT_UTF8 = 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)"; in Google Sheets, download it as CSV.';

/** The header's columns by position; a file problem when one is missing, unknown or twice. */
function readHeader(fields: readonly string[]): { ok: true; positions: Map<ProductCsvColumn, number> } | { ok: false; message: string } {
  const positions = new Map<ProductCsvColumn, number>();
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  for (const [i, raw] of fields.entries()) {
    const name = raw.trim().toLowerCase();
    // Spreadsheets add empty columns after the last one.
    if (name === '') continue;
    if (!known.has(name)) return { ok: false, message: `Unknown column "${raw.trim()}" in the first row. The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}` };
    const column = name as ProductCsvColumn;
    if (positions.has(column)) return { ok: false, message: `The column ${column} appears twice in the first row` };
    positions.set(column, i);
  }
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => !positions.has(c));
  if (missing.length === PRODUCT_CSV_COLUMNS.length) return { ok: false, message: `The first row must name the columns: ${PRODUCT_CSV_COLUMNS.join(', ')}` };
  if (missing.length > 0) return { ok: false, message: `The first row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; export the products to get every column` };
  return { ok: true, positions };
}

/**
 * The import's body, read as it arrives: UTF-8 (a BOM is fine), the header
 * row, then every non-blank row with its line number. Anything that makes the
 * whole file unreadable is one message; a row's own problems are the plan's.
 */
export async function readProductCsv(body: ReadableStream<Uint8Array> | null): Promise<ReadResult> {
  if (!body) return { ok: false, message: 'The request has no file: send the CSV as the body (Content-Type: text/csv)' };
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parser = new CsvParser();
  const records: CsvRecord[] = [];
  try {
    const reader = body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) records.push(...parser.push(decoder.decode(chunk.value, { stream: true })));
    records.push(...parser.push(decoder.decode()), ...parser.end());
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, message: error.message };
    if (error instanceof TypeError) return { ok: false, message: NOT_UTF8 };
    throw error;
  }
  const [head, ...rest] = records;
  if (!head) return { ok: false, message: 'The file is empty' };
  const header = readHeader(head.fields);
  if (!header.ok) return header;
  const lines = rest.filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (lines.length === 0) return { ok: false, message: 'The file has a header but no product rows' };
  if (lines.length > MAX_IMPORT_ROWS) return { ok: false, message: `The file has ${lines.length.toLocaleString('en-IN')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} at a time` };
  const needed = Math.max(...header.positions.values()) + 1;
  const named = new Set(header.positions.values());
  const rows = lines.map((record): CsvRow => {
    const cells = {} as Record<ProductCsvColumn, string>;
    for (const [column, i] of header.positions) cells[column] = record.fields[i] ?? '';
    // Empty fields past the header's columns (a spreadsheet's padding) do not make a row the wrong width.
    const stray = record.fields.some((f, i) => !named.has(i) && f.trim() !== '');
    return { line: record.line, cells, width: stray || record.fields.length < needed ? record.fields.length : null };
  });
  return { ok: true, rows };
}
