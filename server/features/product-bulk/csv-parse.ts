/**
 * A file that cannot be read as CSV at all (a quote never closed, text after
 * a closing quote): one message for the whole file, naming its line.
 */
export class CsvError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(`Line ${line}: ${message}`);
    this.name = 'CsvError';
    this.line = line;
  }
}

export interface CsvRecord {
  /** The line the record starts on, counting from 1 (a quoted field may span lines). */
  line: number;
  fields: string[];
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

type State = 'field-start' | 'unquoted' | 'quoted' | 'quote-in-quoted' | 'after-quoted';

/**
 * RFC 4180, fed in pieces (push() as the body arrives, end() at the close) so
 * a large upload is never held twice. Records end at CRLF, LF or a lone CR
 * (old Mac Excel); a UTF-8 BOM at the start is dropped; quoted fields may
 * hold commas, quotes ("") and line breaks, which come out as LF whatever the
 * file used. A quote inside an unquoted field is kept as it is (15.6" screens
 * typed by hand), which is what spreadsheets do.
 */
export class CsvParser {
  private state: State = 'field-start';
  private field = '';
  private fields: string[] = [];
  private line = 1;
  private recordLine = 1;
  /** The previous character was a CR: an LF now finishes the same line break. */
  private afterCR = false;
  private first = true;

  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let i = 0;
    if (this.first && text.length > 0) {
      this.first = false;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    // Characters from runStart to i belong to the field and are copied in one slice.
    let runStart = i;
    const flush = (end: number) => {
      if (end > runStart) this.field += text.slice(runStart, end);
    };
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const wasCR = this.afterCR;
      this.afterCR = c === CR;
      if (c === LF ? !wasCR : c === CR) this.line += 1;

      if (this.state === 'quoted') {
        if (c === QUOTE) {
          flush(i);
          this.state = 'quote-in-quoted';
          runStart = i + 1;
        }
        continue;
      }
      if (this.state === 'quote-in-quoted') {
        if (c === QUOTE) {
          // "" inside quotes: one quote, and the run goes on after it.
          this.state = 'quoted';
          runStart = i;
          continue;
        }
        this.state = 'after-quoted';
      }
      if (c === COMMA) {
        flush(i);
        this.endField();
        runStart = i + 1;
      } else if (c === CR || c === LF) {
        flush(i);
        runStart = i + 1;
        // The LF of a CRLF ends nothing more.
        if (c === LF && wasCR) continue;
        this.endField();
        out.push(this.endRecord());
      } else if (this.state === 'field-start' && c === QUOTE) {
        this.state = 'quoted';
        runStart = i + 1;
      } else if (this.state === 'after-quoted') {
        throw new CsvError('text follows a closing quote; put the whole field in quotes and double any quote inside it', this.line);
      } else if (this.state === 'field-start') {
        this.state = 'unquoted';
      }
    }
    flush(text.length);
    return out;
  }

  /** The last record (a file need not end with a line break); throws on a quote never closed. */
  end(): CsvRecord[] {
    if (this.state === 'quoted') throw new CsvError('a quoted field is never closed', this.recordLine);
    if (this.state === 'field-start' && this.fields.length === 0 && this.field === '') return [];
    this.endField();
    return [this.endRecord()];
  }

  private endField(): void {
    const value = this.field;
    this.fields.push(value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value);
    this.field = '';
    this.state = 'field-start';
  }

  private endRecord(): CsvRecord {
    const record = { line: this.recordLine, fields: this.fields };
    this.fields = [];
    this.recordLine = this.line;
    return record;
  }
}

/** A whole text at once (tests, small files). */
export function parseCsv(text: string): CsvRecord[] {
  const parser = new CsvParser();
  return [...parser.push(text), ...parser.end()];
}
