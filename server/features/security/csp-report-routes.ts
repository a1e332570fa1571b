import { Hono } from 'hono';
import { CSP_REPORT_MESSAGES, cspReportPath } from '../../../schemas/api/csp-report';
import { limitBody } from '../../http/body-limit';
import { readJsonBody } from '../../http/errors';
import { memoryRateLimit } from '../../http/memory-rate-limit';
import { fail } from '../../http/respond';
import { log } from '../../observability/logger';
import { clientIp } from '../identity/client-ip';
import { readViolations, reportFormat } from './csp-violations';

/** A page breaking the policy on every load still sends only a few reports a minute; past this they are noise. */
export const REPORTS_PER_MINUTE = 60;
/** A Reporting API batch holds a handful of reports of about a kilobyte each. */
const MAX_BODY_KB = 64;
/** Lines one request may add to the log; the rest of a batch is counted, not written. */
const MAX_LINES_PER_REPORT = 20;

/**
 * POST /api/csp-report: where browsers send Content-Security-Policy
 * violations (the policy's report-uri and report-to). No credential, since
 * browsers send none; each violation becomes one log line, answered 204.
 * Rate-limited per client address in this instance's memory: a flood of
 * reports costs neither the database nor the log.
 */
export function cspReportRoutes({ trustProxy }: { trustProxy: boolean }): Hono {
  const app = new Hono();
  const limiter = memoryRateLimit({ limit: REPORTS_PER_MINUTE, windowMs: 60_000 });

  app.post(
    `/${cspReportPath}`,
    async (c, next) => {
      const waitMs = limiter.take(clientIp(c, trustProxy));
      if (waitMs === 0) return next();
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      c.header('Retry-After', String(seconds));
      return fail(c, 429, CSP_REPORT_MESSAGES.tooMany(seconds));
    },
    limitBody(MAX_BODY_KB),
    async (c) => {
      const format = reportFormat(c.req.header('Content-Type'));
      if (!format) return fail(c, 415, CSP_REPORT_MESSAGES.unsupportedType);
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const read = readViolations(format, body.value);
      if (!read.ok) return fail(c, 400, read.message);
      for (const violation of read.violations.slice(0, MAX_LINES_PER_REPORT)) log.warn({ csp: violation }, 'content security policy violation');
      const dropped = read.violations.length - MAX_LINES_PER_REPORT;
      if (dropped > 0) log.warn({ csp_dropped: dropped }, 'content security policy violations not logged (too many in one report)');
      return c.body(null, 204);
    },
  );

  return app;
}
