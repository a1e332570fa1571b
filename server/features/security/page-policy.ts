import { createHash, randomBytes } from 'node:crypto';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, contentSecurityPolicy, noThirdParties, type PageKind, type ThirdPartySources } from './content-security-policy';

/** One HTML response's nonce and the headers that carry the policy made with it. */
export interface IssuedPolicy {
  nonce: string;
  headers: Record<string, string>;
}

export interface PagePolicy {
  /** A fresh nonce, 128 random bits, and its policy: a page is never sent twice with one nonce. */
  issue(kind: PageKind): IssuedPolicy;
  /**
   * A weak ETag for a page sent with `nonce`: the page without its nonce, and
   * the policy it goes with, so one page keeps one tag across its responses
   * while a change of policy (report-only switched, a service configured) makes
   * it a new page. Hashed piece by piece around the nonce: no copy of the page.
   */
  etag(kind: PageKind, html: string, nonce: string): string;
}

export const CSP_HEADER = 'Content-Security-Policy';
export const CSP_REPORT_ONLY_HEADER = 'Content-Security-Policy-Report-Only';

/** Old browsers know no frame-ancestors; X-Frame-Options says the same to them. */
const FRAME_OPTIONS: Readonly<Record<PageKind, string>> = { storefront: 'SAMEORIGIN', studio: 'DENY' };

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of the shop's HTML pages. Report-only (CSP_REPORT_ONLY=1) sends
 * the same policy under the Report-Only header: violations are reported,
 * nothing is blocked.
 */
export function pagePolicy(sources: ThirdPartySources = noThirdParties(), reportOnly = false): PagePolicy {
  const headersFor = (kind: PageKind, nonce: string): Record<string, string> => ({
    [reportOnly ? CSP_REPORT_ONLY_HEADER : CSP_HEADER]: contentSecurityPolicy(sources, kind, nonce),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    'X-Frame-Options': FRAME_OPTIONS[kind],
  });
  // What the headers are, the nonce aside: part of every page's tag.
  const fingerprints: Readonly<Record<PageKind, string>> = {
    storefront: JSON.stringify(headersFor('storefront', '')),
    studio: JSON.stringify(headersFor('studio', '')),
  };
  return {
    issue(kind) {
      const nonce = newNonce();
      return { nonce, headers: headersFor(kind, nonce) };
    },
    etag(kind, html, nonce) {
      const hash = createHash('sha256');
      let from = 0;
      for (let at = html.indexOf(nonce); nonce !== '' && at !== -1; at = html.indexOf(nonce, from)) {
        hash.update(html.slice(from, at));
        from = at + nonce.length;
      }
      hash.update(html.slice(from));
      hash.update(fingerprints[kind]);
      return `W/"${hash.digest('base64url')}"`;
    },
  };
}
