import {
  CONFIG_KEYS,
  CONFIG_LABELS,
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

export const ADMIN = { user: 'merchant', password: 'test-admin-pass' };

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
  published = new Map<ConfigKey, ConfigDocument>();
  drafts = new Map<ConfigKey, Draft>();
  versions = new Map<ConfigKey, VersionDetail[]>();
  schedules: Schedule[] = [];
  audit: AuditEntry[] = [];
  /** Set to make the next draft save answer 422 with these problems. */
  rejectNextSave: DocumentProblem[] | null = null;
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
    const published = this.published.get(key) ?? [];
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
    return {
      key,
      label: CONFIG_LABELS[key],
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
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(/^\/api\//, '');
    this.calls.push({ method, path: `${path}${url.search}`, body });
    if (method !== 'GET' && new Headers(init.headers).get('Content-Type') !== 'application/json') return fail(415, 'Send JSON');
    return this.route(method, path, url.searchParams, body);
  };

  private route(method: string, path: string, query: URLSearchParams, body: unknown): Response {
    if (path === 'admin/studio/session') {
      if (method === 'POST') {
        const login = studioLoginSchema.safeParse(body);
        if (!login.success || login.data.user !== ADMIN.user || login.data.password !== ADMIN.password) return fail(401, 'Wrong user name or password');
        this.user = login.data.user;
        return ok({ user: this.user });
      }
      if (method === 'DELETE') {
        this.user = null;
        return ok(null);
      }
      return this.user ? ok({ user: this.user }) : fail(401, 'Sign in to the studio');
    }
    if (!this.user) return fail(401, 'Sign in to the studio');

    if (path === 'admin/studio/configs') return ok(CONFIG_KEYS.map((key) => this.summary(key)));
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
    const match = /^admin\/studio\/configs\/([a-z-]+)(?:\/(draft|publish|versions|rollback)(?:\/(\d+))?)?$/.exec(path);
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
        return fail(422, `The ${CONFIG_LABELS[k]} draft has ${problems.length} problems; nothing was saved`, problems);
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
