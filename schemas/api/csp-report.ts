import * as z from 'zod/mini';

/**
 * Content-Security-Policy violation reports, as browsers send them to the
 * policy's report-uri (one violation, application/csp-report) and report-to
 * (a batch, application/reports+json). Only the fields the server logs are
 * read; every one is optional, since browsers differ in what they fill in.
 */
export const cspReportPath = 'csp-report';

const text = z.optional(z.string());
const position = z.optional(z.number());

/** report-uri's body. */
export const cspReportUriSchema = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    disposition: text,
    'source-file': text,
    'line-number': position,
    'column-number': position,
    'script-sample': text,
  }),
});
export type CspReportUriBody = z.output<typeof cspReportUriSchema>;

/** One report of a Reporting API batch; only type csp-violation is read. */
export const reportingApiReportSchema = z.object({
  type: z.string(),
  url: text,
  body: z.optional(
    z.object({
      documentURL: text,
      blockedURL: text,
      effectiveDirective: text,
      disposition: text,
      sourceFile: text,
      lineNumber: position,
      columnNumber: position,
      sample: text,
    }),
  ),
});

export const reportingApiBatchSchema = z.array(reportingApiReportSchema);
export type ReportingApiBatch = z.output<typeof reportingApiBatchSchema>;

export const CSP_REPORT_MESSAGES = {
  unsupportedType: 'Reports are sent as application/csp-report or application/reports+json',
  notAReport: 'The body is not a Content-Security-Policy violation report',
  tooMany: (seconds: number) => `Too many reports from this address; try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
} as const;
