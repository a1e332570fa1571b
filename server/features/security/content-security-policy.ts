import { cspReportPath } from '../../../schemas/api/csp-report';
import type { ServerConfig } from '../../env';
import { RAZORPAY_API, RAZORPAY_SCRIPT_URL } from '../payments/razorpay';

/** The storefront may be framed by the studio's preview (same origin); the studio by nothing. */
export type PageKind = 'storefront' | 'studio';

/** Where browsers send violation reports (csp-report-routes.ts). */
export const CSP_REPORT_PATH = `/api/${cspReportPath}`;
/** The Reporting API's name for that endpoint (the Reporting-Endpoints header). */
export const CSP_REPORT_GROUP = 'csp';

/** Origins beyond the shop's own that its pages reach, by what the configuration turns on. */
export interface ThirdPartySources {
  script: string[];
  frame: string[];
  connect: string[];
  /** Only what `https:` in img-src does not cover already (an http tile server in development). */
  image: string[];
  formAction: string[];
}

export type PolicyConfig = Pick<ServerConfig, 'payments' | 'identity' | 'mapTileUrl'>;

const RAZORPAY_API_ORIGIN = new URL(RAZORPAY_API).origin;

/**
 * Razorpay's checkout.js, the scripts it loads, the frame it opens and what it
 * reports to, as Razorpay's own Magento module allows them
 * (razorpay/razorpay-magento etc/csp_whitelist.xml).
 */
const RAZORPAY: ThirdPartySources = {
  script: [new URL(RAZORPAY_SCRIPT_URL).origin, 'https://cdn.razorpay.com'],
  frame: [RAZORPAY_API_ORIGIN],
  connect: [RAZORPAY_API_ORIGIN, 'https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  image: [],
  formAction: [RAZORPAY_API_ORIGIN],
};

/**
 * A real Firebase project: Auth's REST endpoints, the invisible reCAPTCHA of
 * SMS sign-in (its script and frames, as Google's reCAPTCHA FAQ lists them) and
 * Cloud Messaging's registration endpoints for push.
 */
const FIREBASE: ThirdPartySources = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
    'https://fcmregistrations.googleapis.com',
  ],
  image: [],
  formAction: [],
};

/**
 * The tile server's origin as a CSP source. A `{s}` subdomain template becomes
 * a wildcard label; a placeholder anywhere else in the host cannot be
 * expressed, so the scheme alone is allowed. Null without tiles.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const labels = (match[2] ?? '').split('.');
  const [first, ...rest] = labels;
  if (rest.some((label) => label.includes('{')) || first === undefined) return `${scheme}:`;
  const host = first.includes('{') ? ['*', ...rest].join('.') : labels.join('.');
  return `${scheme}://${host.toLowerCase()}`;
}

function razorpayConfigured(config: Pick<PolicyConfig, 'payments'>): boolean {
  return Boolean(config.payments.razorpayKeyId && config.payments.razorpayKeySecret);
}

/** Frames that may use the Payment Request API (Permissions-Policy payment): Razorpay's checkout frame when configured. */
export function paymentFrameOrigins(config: Pick<PolicyConfig, 'payments'>): string[] {
  return razorpayConfigured(config) ? [RAZORPAY_API_ORIGIN] : [];
}

/** Every origin the configured services need, each listed once. */
export function thirdPartySources(config: PolicyConfig): ThirdPartySources {
  const parts: ThirdPartySources[] = [];
  if (razorpayConfigured(config)) parts.push(RAZORPAY);
  const { emulatorHost } = config.identity;
  // The emulator needs no reCAPTCHA (the SDK verifies phones with a stand-in) and has no messaging service.
  parts.push(emulatorHost ? { ...noThirdParties(), connect: [`http://${emulatorHost}`] } : FIREBASE);
  const tiles = tileSource(config.mapTileUrl);
  if (tiles && !tiles.startsWith('https:')) parts.push({ ...noThirdParties(), image: [tiles] });
  const merged = noThirdParties();
  for (const part of parts) for (const key of Object.keys(merged) as (keyof ThirdPartySources)[]) merged[key].push(...part[key]);
  for (const key of Object.keys(merged) as (keyof ThirdPartySources)[]) merged[key] = [...new Set(merged[key])];
  return merged;
}

export function noThirdParties(): ThirdPartySources {
  return { script: [], frame: [], connect: [], image: [], formAction: [] };
}

/**
 * The page's policy. Scripts run only from the shop (the built bundles) or a
 * configured service, and inline only with this response's nonce: never
 * 'unsafe-inline' or eval. Style elements need the nonce too; style
 * attributes are allowed (React renders them: SectionFrame's display:
 * contents, CSS variables), since an attribute cannot run script.
 */
export function contentSecurityPolicy(sources: ThirdPartySources, kind: PageKind, nonce: string): string {
  const nonceSource = `'nonce-${nonce}'`;
  // The studio shows the shop in same-origin preview frames.
  const frames = [...(kind === 'studio' ? ["'self'"] : []), ...sources.frame];
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", nonceSource, "'report-sample'", ...sources.script],
    ['style-src', "'self'", nonceSource, "'report-sample'"],
    ['style-src-attr', "'unsafe-inline'"],
    // Configured pictures (logo, favicon, banners) may be any https address; Leaflet's controls are data: images.
    ['img-src', "'self'", 'data:', 'https:', ...sources.image],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...sources.connect],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...sources.formAction],
    ['frame-ancestors', kind === 'studio' ? "'none'" : "'self'"],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
