import { newTargetedDocument, targetedDocumentSchema, targetedParts } from '../../../schemas/api/targeted-layouts';
import { uiConfigListSchema } from '../../../schemas/ui-config/entry';
import {
  CONFIG_KEYS,
  CONFIG_LABELS,
  configLabel,
  isCampaignKey,
  isTargetedKey,
  configKeySchema,
  rollbackRequestSchema,
  publishRequestSchema,
  saveDraftSchema,
  studioLoginSchema,
  type AuditEntry,
  type ConfigDocument,
  type ConfigKey,
  type ConfigSummary,
  type ConfigView,
  type DocumentProblem,
  type Schedule,
  type VersionDetail,
} from '../../../schemas/api/studio';
import { FakeCoupons } from './fake-coupons';
import { FakeReturns } from './fake-returns';
import { FakeCustomers } from './fake-customers';
import { FakeDashboard } from './fake-dashboard';
import { FakeOrders } from './fake-orders';
import { FakeCollectionDesk } from './fake-collection-desk';
import { FakeProductDesk } from './fake-product-desk';
import { UPLOAD_HEADER } from '../../../schemas/api/product-images';
import { totpCodeSchema, apiTokenCreateSchema, type ApiToken, ROLE_PERMISSIONS, staffInviteSchema, staffUpdateSchema, type StaffList, type StaffRole } from '../../../schemas/api/staff';

export const ADMIN = { user: 'merchant', password: 'test-admin-pass' };

/** The signed-in member of staff, as GET admin/studio/session answers; the owner unless a test sets `role`. */
const sessionOf = (user: string, role: StaffRole) => ({ id: 1, user, display_name: role === 'owner' ? 'Shop owner' : 'Test staff', role, permissions: [...ROLE_PERMISSIONS[role]], two_factor: false, two_factor_required: false });

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

interface Draft {
  document: ConfigDocument;
  revision: number;
  by: string;
  at: string;
}

const entry = (section_name: string, config: Record<string, unknown>, visibility = 'Y') => ({ section_name, visibility, other_configration: JSON.stringify(config) });

/** The home layout the tests start from: three sections with plain props. */
export const HOME = [
  entry('trust-strip', { pattern: 1 }),
  entry('category-grid', { pattern: 2, title: 'Shop by category' }),
  entry('product-carousel', { pattern: 2, title: 'Deals', highlight_label: 'Mega deal' }),
];

const NOW = '2026-11-20T10:30:00.000Z';

/**
 * The studio API at the network boundary, answering with payloads shaped by
 * schemas/api/studio.ts and keeping drafts, versions, schedules and the audit
 * log in memory. Tests read `calls` and the stored state to see what the
 * studio sent.
 */
export class FakeStudioServer {
  calls: Call[] = [];
  user: string | null = null;
  role: StaffRole = 'owner';
  /** Set to make sign-in ask for this code (an account with two-step sign-in). */
  signInCode: string | null = null;
  twoFactor = false;
  tokens: ApiToken[] = [];
  /** The coupons desk (fake-coupons.ts). */
  coupons = new FakeCoupons();
  /** The return desk (fake-returns.ts); its writes follow `role`. */
  returns = new FakeReturns(() => this.role);
  /** The customers and support desk (fake-customers.ts); its writes follow `role`. */
  customers = new FakeCustomers(() => this.role);
  /** The dashboard (fake-dashboard.ts). */
  dashboard = new FakeDashboard();
  /** The order desk (fake-orders.ts); its writes follow `role`. */
  orders = new FakeOrders(() => this.role);
  staff: StaffList = {
    members: [
      { id: 1, login: 'merchant', display_name: 'Shop owner', role: 'owner', disabled: false, last_sign_in_at: NOW, created_at: NOW },
      { id: 2, login: 'meera@shop.test', display_name: 'Meera Iyer', role: 'catalogue', disabled: false, last_sign_in_at: null, created_at: NOW },
    ],
    invitations: [],
  };
  published = new Map<ConfigKey, ConfigDocument>();
  drafts = new Map<ConfigKey, Draft>();
  versions = new Map<ConfigKey, VersionDetail[]>();
  schedules: Schedule[] = [];
  audit: AuditEntry[] = [];
  /** Set to make the next draft save answer 422 with these problems. */
  rejectNextSave: DocumentProblem[] | null = null;
  /** The collections and categories desk; the storefront's category and collection reads answer from it. */
  desk = new FakeCollectionDesk();
  products = new FakeProductDesk();
  private nextId = 100;

  constructor({ signedIn = true }: { signedIn?: boolean } = {}) {
    if (signedIn) this.user = ADMIN.user;
    for (const key of CONFIG_KEYS) this.published.set(key, key === 'theme' || key === 'business' ? {} : []);
    this.published.set('home', HOME);
    this.published.set('modules', [{ module_name: 'wallet', status: 'Y' }]);
    this.published.set('theme', { brand_name: 'Circuit Bazaar', theme_color: '#1d4ed8', favicon: '/media/favicon.svg' });
    this.versions.set('home', [this.version('home', 1, HOME, 'system', 'Configuration before the studio', 'baseline')]);
  }

  /** Paths the studio called, as 'METHOD path', in order. */
  log(): string[] {
    return this.calls.map((c) => `${c.method} ${c.path}`);
  }

  draftOf(key: ConfigKey): ConfigDocument | undefined {
    return this.drafts.get(key)?.document;
  }

  private version(key: ConfigKey, version: number, document: ConfigDocument, by: string, summary: string, source: VersionDetail['source'], rolledBackTo: number | null = null): VersionDetail {
    return { id: ++this.nextId, key, version, published_by: by, published_at: NOW, summary, source, rolled_back_to: rolledBackTo, document };
  }

  private publish(key: ConfigKey, document: ConfigDocument, summary: string, source: VersionDetail['source'], rolledBackTo: number | null = null): VersionDetail {
    const list = this.versions.get(key) ?? [];
    const made = this.version(key, (list[0]?.version ?? 0) + 1, document, this.user ?? '?', summary, source, rolledBackTo);
    this.versions.set(key, [made, ...list]);
    this.published.set(key, document);
    this.drafts.delete(key);
    return made;
  }

  private view(key: ConfigKey): ConfigView {
    const draft = this.drafts.get(key);
    // As the server does: a targeted version never published starts as a copy of its page.
    const published = this.published.get(key) ?? (isTargetedKey(key) ? newTargetedDocument(targetedParts(key).slug, uiConfigListSchema.parse(this.published.get(targetedParts(key).scope) ?? [])) : []);
    return {
      key,
      schema_version: 2,
      draft: draft?.document ?? published,
      draft_revision: draft?.revision ?? 0,
      draft_updated_by: draft?.by ?? null,
      draft_updated_at: draft?.at ?? null,
      has_draft: draft !== undefined,
      published,
      published_version: this.versions.get(key)?.[0]?.version ?? 0,
      scheduled: this.schedules.filter((s) => s.key === key),
    };
  }

  private summary(key: ConfigKey): ConfigSummary {
    const latest = this.versions.get(key)?.[0];
    // As the server names a published targeted version: by its page and its name.
    const version = isTargetedKey(key) ? targetedDocumentSchema.safeParse(this.published.get(key)) : null;
    return {
      key,
      label: isTargetedKey(key) && version?.success ? `${CONFIG_LABELS[targetedParts(key).scope]} for ${version.data.name}` : configLabel(key),
      published_version: latest?.version ?? 0,
      published_at: latest?.published_at ?? null,
      published_by: latest?.published_by ?? null,
      has_draft: this.drafts.has(key),
      scheduled: this.schedules.filter((s) => s.key === key && s.status === 'pending'),
    };
  }

  private record(action: string, key: ConfigKey | null, summary: string) {
    this.audit.unshift({ id: ++this.nextId, at: NOW, actor: this.user ?? '?', action, key, summary });
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://studio.test');
    const method = (init.method ?? 'GET').toUpperCase();
    // A CSV import's body is the file itself (a Blob of text/csv), read here as its text.
    const csv = init.body instanceof Blob && new Headers(init.headers).get('Content-Type') === 'text/csv';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : csv && init.body instanceof Blob ? await init.body.text() : undefined;
    const path = url.pathname.replace(/^\/api\//, '');
    this.calls.push({ method, path: `${path}${url.search}`, body });
    // A photo upload is FormData with the upload header, as the server allows (server/features/studio/http.ts).
    const upload = body instanceof FormData && new Headers(init.headers).get(UPLOAD_HEADER.name) === UPLOAD_HEADER.value;
    if (method !== 'GET' && !upload && !csv && new Headers(init.headers).get('Content-Type') !== 'application/json') return fail(415, 'Send JSON');
    return this.route(method, path, url.searchParams, body);
  };

  private route(method: string, path: string, query: URLSearchParams, body: unknown): Response {
    // The storefront's catalogue, which the studio reads to name categories and collections.
    if (path === 'website/catalog/categories' && method === 'GET') return ok(this.desk.storefrontCategories());
    if (path === 'website/catalog/collections' && method === 'GET') return ok(this.desk.storefrontCollections());
    if (path === 'admin/studio/session') {
      if (method === 'POST') {
        const login = studioLoginSchema.safeParse(body);
        if (!login.success || login.data.user !== ADMIN.user || login.data.password !== ADMIN.password) return fail(401, 'Wrong e-mail or password');
        if (this.signInCode !== null && login.data.code !== this.signInCode) {
          const message = login.data.code === undefined ? 'Enter the 6-digit code from your authenticator app' : 'That code is not right';
          return fail(401, message, [{ index: -1, field: 'code', message }]);
        }
        this.user = login.data.user;
        return ok({ ...sessionOf(this.user, this.role), two_factor: this.twoFactor });
      }
      if (method === 'DELETE') {
        this.user = null;
        return ok(null);
      }
      return this.user ? ok({ ...sessionOf(this.user, this.role), two_factor: this.twoFactor }) : fail(401, 'Sign in to the studio');
    }
    if (!this.user) return fail(401, 'Sign in to the studio');
    const products = this.products.route(method, path, query, body);
    if (products) return products;
    const dashboard = this.dashboard.route(method, path, query);
    if (dashboard) return dashboard;
    const coupons = this.coupons.route(method, path, query, body);
    if (coupons) return coupons;
    const returns = this.returns.route(method, path, query, body);
    if (returns) return returns;
    const orders = this.orders.route(method, path, query, body);
    if (orders) return orders;
    const customers = this.customers.route(method, path, query, body);
    if (customers) return customers;
    const desk = this.desk.route(method, path, body);
    if (desk) return desk;
    if (path === 'admin/studio/staff' && method === 'GET') return ok(this.staff);
    if (path === 'admin/studio/staff/totp' && method === 'POST') return ok({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/Circuit%20Bazaar%20studio:merchant?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    if (path === 'admin/studio/staff/totp/confirm' && method === 'POST') {
      const code = totpCodeSchema.safeParse(body);
      if (!code.success || code.data.code !== '123456') return fail(422, 'That code does not match', [{ index: -1, field: 'code', message: 'That code does not match' }]);
      this.twoFactor = true;
      return ok(null);
    }
    if (path === 'admin/studio/staff/tokens') {
      if (method === 'GET') return ok(this.tokens);
      const made = apiTokenCreateSchema.safeParse(body);
      if (method !== 'POST' || !made.success) return fail(400, 'Say what the token is for');
      const token = { id: this.nextId++, name: made.data.name, created_at: NOW, last_used_at: null };
      this.tokens.unshift(token);
      return ok({ token, secret: `vt_${'x'.repeat(43)}` });
    }
    const tokenPath = /^admin\/studio\/staff\/tokens\/(\d+)$/.exec(path);
    if (tokenPath && method === 'DELETE') {
      this.tokens = this.tokens.filter((tk) => tk.id !== Number(tokenPath[1]));
      return ok(this.tokens);
    }
    if (path === 'admin/studio/staff/invitations' && method === 'POST') {
      const invite = staffInviteSchema.safeParse(body);
      if (!invite.success) return fail(400, 'Some fields need another look');
      const { email, display_name, role } = invite.data;
      this.staff.invitations.push({ id: this.nextId++, login: email, display_name, role, invited_by: 'Shop owner', expires_at: NOW });
      return ok({ email, expires_at: NOW });
    }
    const member = /^admin\/studio\/staff\/(\d+)$/.exec(path);
    if (member && method === 'PATCH') {
      const change = staffUpdateSchema.safeParse(body);
      const target = this.staff.members.find((m) => m.id === Number(member[1]));
      if (!change.success || !target) return fail(400, 'Not a valid change');
      Object.assign(target, change.data.role ? { role: change.data.role } : {}, change.data.disabled === undefined ? {} : { disabled: change.data.disabled });
      return ok(this.staff);
    }

    if (path === 'admin/studio/configs') {
      const made = [...new Set([...this.published.keys(), ...this.drafts.keys()])].filter((key) => isTargetedKey(key) || isCampaignKey(key)).sort();
      return ok([...CONFIG_KEYS, ...made].map((key) => this.summary(key)));
    }
    if (path === 'admin/studio/audit') {
      const key = query.get('key');
      const before = query.get('before_id');
      const rows = this.audit.filter((a) => (!key || a.key === key) && (before === null || a.id < Number(before)));
      return ok(rows.slice(0, 50));
    }
    const schedule = /^admin\/studio\/schedules\/(\d+)$/.exec(path);
    if (schedule && method === 'DELETE') {
      const found = this.schedules.find((s) => s.id === Number(schedule[1]) && s.status === 'pending');
      if (!found) return fail(404, 'No such schedule');
      found.status = 'cancelled';
      this.record('cancel-schedule', found.key, 'Cancelled');
      return ok(found);
    }
    const match = /^admin\/studio\/configs\/([a-z0-9:@-]+)(?:\/(draft|publish|versions|rollback)(?:\/(\d+))?)?$/.exec(path);
    const key = configKeySchema.safeParse(match?.[1]);
    if (!match || !key.success) return fail(404, 'Not found');
    const k = key.data;
    const action = match[2];

    if (!action && method === 'GET') return ok(this.view(k));
    if (action === 'draft' && method === 'PUT') {
      const save = saveDraftSchema.parse(body);
      const current = this.drafts.get(k);
      if ((current?.revision ?? 0) !== save.revision) return fail(409, 'Someone else changed this draft; reload to see their changes');
      if (this.rejectNextSave) {
        const problems = this.rejectNextSave;
        this.rejectNextSave = null;
        return fail(422, `The ${configLabel(k)} draft has ${problems.length} problems; nothing was saved`, problems);
      }
      this.drafts.set(k, { document: save.document, revision: save.revision + 1, by: this.user, at: NOW });
      this.record('save-draft', k, 'Saved a draft');
      return ok(this.view(k));
    }
    if (action === 'draft' && method === 'DELETE') {
      this.drafts.delete(k);
      this.record('discard-draft', k, 'Discarded the draft');
      return ok(null);
    }
    if (action === 'publish' && method === 'POST') {
      const request = publishRequestSchema.parse(body);
      const draft = this.drafts.get(k);
      if (!draft || draft.revision !== request.revision) return fail(409, 'Nothing to publish');
      if (request.publish_at) {
        const made: Schedule = { id: ++this.nextId, key: k, publish_at: request.publish_at, created_by: this.user, status: 'pending', error: null };
        this.schedules.push(made);
        this.record('schedule', k, `Scheduled for ${request.publish_at}`);
        return ok(made);
      }
      const { document: _document, ...version } = this.publish(k, draft.document, 'Published from the studio', 'publish');
      this.record('publish', k, 'Published');
      return ok(version);
    }
    if (action === 'versions' && method === 'GET') {
      const list = this.versions.get(k) ?? [];
      if (match[3]) {
        const found = list.find((v) => v.version === Number(match[3]));
        return found ? ok(found) : fail(404, 'No such version');
      }
      return ok(list.map(({ document: _document, ...version }) => version));
    }
    if (action === 'rollback' && method === 'POST') {
      const { version } = rollbackRequestSchema.parse(body);
      const old = this.versions.get(k)?.find((v) => v.version === version);
      if (!old) return fail(404, 'No such version');
      const { document: _document, ...made } = this.publish(k, old.document, `Rolled back to version ${version}`, 'rollback', version);
      this.record('rollback', k, `Rolled back to version ${version}`);
      return ok(made);
    }
    return fail(405, 'Method not allowed');
  }
}

function ok(data: unknown): Response {
  return new Response(JSON.stringify({ status: true, message: 'OK', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function fail(status: number, message: string, problems?: DocumentProblem[]): Response {
  return new Response(JSON.stringify({ status: false, message, ...(problems ? { problems } : {}) }), { status, headers: { 'Content-Type': 'application/json' } });
}
