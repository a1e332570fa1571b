import { CSP_REPORT_MESSAGES, cspReportUriSchema, reportingApiBatchSchema } from '../../../schemas/api/csp-report';

/** One violation as it is logged: short fields, addresses without their query (it may hold a token). */
export interface CspViolation {
  disposition: string;
  directive: string;
  blocked: string;
  document: string;
  source: string;
  sample: string;
}

export type ReportFormat = 'report-uri' | 'reporting-api';
export type ReadViolations = { ok: true; violations: CspViolation[] } | { ok: false; message: string };

const MAX_FIELD = 200;

function short(value: string | undefined): string {
  return (value ?? '').slice(0, MAX_FIELD);
}

/**
 * A page or script address without its query and fragment (a reset link's
 * code, an invitation token); keywords the browser reports instead of an
 * address ('inline', 'eval') stay as they are.
 */
export function addressForLog(value: string | undefined): string {
  if (!value) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return short(value);
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return short(`${url.origin}${url.pathname}`);
  // data:, blob:, extension pages: the scheme and host say what it was; the rest is payload.
  return short(url.host ? `${url.protocol}//${url.host}` : url.protocol);
}

function sourceOf(file: string | undefined, line: number | undefined, column: number | undefined): string {
  if (!file) return '';
  return [addressForLog(file), line, column].filter((part) => part !== undefined).join(':');
}

const REPORT_URI_TYPES = new Set(['application/csp-report', 'application/json']);
const REPORTING_API_TYPE = 'application/reports+json';

/** Which of the two report bodies a Content-Type announces; null for anything else. */
export function reportFormat(contentType: string | undefined): ReportFormat | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (REPORT_URI_TYPES.has(type)) return 'report-uri';
  return type === REPORTING_API_TYPE ? 'reporting-api' : null;
}

/**
 * The violations in a report body: report-uri's single report, or the
 * csp-violation entries of a Reporting API batch (other report types, such as
 * deprecations, are no concern of this endpoint and are skipped).
 */
export function readViolations(format: ReportFormat, body: unknown): ReadViolations {
  if (format === 'report-uri') {
    const parsed = cspReportUriSchema.safeParse(body);
    if (!parsed.success) return { ok: false, message: CSP_REPORT_MESSAGES.notAReport };
    const report = parsed.data['csp-report'];
    return {
      ok: true,
      violations: [
        {
          disposition: short(report.disposition ?? 'enforce'),
          directive: short(report['effective-directive'] ?? report['violated-directive']),
          blocked: addressForLog(report['blocked-uri']),
          document: addressForLog(report['document-uri']),
          source: sourceOf(report['source-file'], report['line-number'], report['column-number']),
          sample: short(report['script-sample']),
        },
      ],
    };
  }
  const parsed = reportingApiBatchSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: CSP_REPORT_MESSAGES.notAReport };
  const violations: CspViolation[] = [];
  for (const report of parsed.data) {
    if (report.type !== 'csp-violation' || !report.body) continue;
    const b = report.body;
    violations.push({
      disposition: short(b.disposition ?? 'enforce'),
      directive: short(b.effectiveDirective),
      blocked: addressForLog(b.blockedURL),
      document: addressForLog(b.documentURL ?? report.url),
      source: sourceOf(b.sourceFile, b.lineNumber, b.columnNumber),
      sample: short(b.sample),
    });
  }
  return { ok: true, violations };
}
