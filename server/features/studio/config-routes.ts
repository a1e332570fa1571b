import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  CAMPAIGN_KEY_PREFIX,
  CONFIG_KEYS,
  CONFIG_LABELS,
  campaignKey,
  campaignSlugOf,
  isCampaignKey,
  isTargetedKey,
  configLabel,
  configKeySchema,
  publishRequestSchema,
  rollbackRequestSchema,
  saveDraftSchema,
  type ConfigKey,
  type ConfigSummary,
  type ConfigView,
  type DocumentProblem,
} from '../../../schemas/api/studio';
import { LAYOUT_SCHEMA_VERSION } from '../../../schemas/ui-config/migrations';
import { limitBody } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import { audit } from './audit';
import { listPublishedPages } from '../campaign-pages/repository';
import { listPublishedVersions } from '../targeted-layouts/repository';
import { campaignPath } from '../../../schemas/api/campaign-pages';
import { TARGETED_KEY_SEPARATOR, targetedParts } from '../../../schemas/api/targeted-layouts';
import type { StudioDeps } from './deps';
import { actorName, staffOf } from '../staff/guard';
import { readLiveDocument, validateDocument } from './documents';
import { deleteDraft, draftKeys, readDraft, writeDraft } from './drafts';
import { parseJsonBody } from './http';
import { InvalidDocumentError, publishDocument } from './publish';
import { createSchedule, MAX_SCHEDULE_MS, openSchedules } from './schedules';
import { summariseChange } from './summary';
import { latestVersions, listVersions, readVersion } from './versions';

const CONFLICT = 'Someone else changed this draft; reload to see their changes';
const documentLimit = limitBody(1024);

type C = Context;

function keyParam(c: C): { ok: true; key: ConfigKey } | { ok: false; response: Response } {
  const raw = c.req.param('key') ?? '';
  const parsed = configKeySchema.safeParse(raw);
  if (parsed.success) return { ok: true, key: parsed.data };
  return { ok: false, response: fail(c, 404, `Unknown configuration "${raw}"; known: ${CONFIG_KEYS.join(', ')}, page:{slug} for a campaign page, or {page}@{slug} for a targeted version of a page (slug: lower-case letters, digits and hyphens)`) };
}

function refuseProblems(c: C, key: ConfigKey, what: string, problems: DocumentProblem[]): Response {
  const n = problems.length;
  return fail(c, 422, `The ${configLabel(key)} ${what} has ${n} problem${n === 1 ? '' : 's'}; nothing was saved`, problems);
}

const isStoredKey = (key: string): key is ConfigKey => configKeySchema.safeParse(key).success;

/** A campaign page by its title and address, a targeted version by its page and name, once published. */
function summaryLabel(key: ConfigKey, name: string | undefined): string {
  if (name === undefined) return configLabel(key);
  if (isCampaignKey(key)) return `${name} (${campaignPath(campaignSlugOf(key))})`;
  if (isTargetedKey(key)) return `${CONFIG_LABELS[targetedParts(key).scope]} for ${name}`;
  return configLabel(key);
}

const positiveInt = z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,8}$/)), z.transform(Number));

/** admin/studio/configs/*: drafts, publishing (now or scheduled), versions and rollback. */
export function studioConfigRoutes({ db, hub }: StudioDeps): Hono {
  const app = new Hono();

  async function view(key: ConfigKey): Promise<ConfigView> {
    const [draft, published, versions, scheduled] = await Promise.all([readDraft(db, key), readLiveDocument(db, key), listVersions(db, key), openSchedules(db, key)]);
    return {
      key,
      schema_version: LAYOUT_SCHEMA_VERSION,
      draft: draft?.document ?? published,
      draft_revision: draft?.revision ?? 0,
      draft_updated_by: draft?.updated_by ?? null,
      draft_updated_at: draft?.updated_at ?? null,
      has_draft: draft !== null,
      published,
      published_version: versions[0]?.version ?? 0,
      scheduled,
    };
  }

  app.get('/admin/studio/configs', async (c) => {
    const [latest, drafts, schedules, pages, versions] = await Promise.all([latestVersions(db), draftKeys(db), openSchedules(db), listPublishedPages(db), listPublishedVersions(db)]);
    const titles = new Map<string, string>(pages.map((page) => [campaignKey(page.slug), page.title]));
    const names = new Map<string, string>(versions.map((v) => [`${v.scope}${TARGETED_KEY_SEPARATOR}${v.slug}`, v.document.name]));
    // Campaign pages and targeted versions exist from their first draft; published campaign pages are listed newest first.
    const campaigns = [...new Set([...titles.keys(), ...[...drafts].filter((key) => key.startsWith(CAMPAIGN_KEY_PREFIX))])];
    const targeted = [...new Set([...names.keys(), ...[...drafts].filter((key) => key.includes(TARGETED_KEY_SEPARATOR))])].sort();
    const keys: ConfigKey[] = [...CONFIG_KEYS, ...[...campaigns, ...targeted].flatMap((key) => (isStoredKey(key) ? [key] : []))];
    const summaries: ConfigSummary[] = keys.map((key) => {
      const version = latest.get(key);
      return {
        key,
        label: summaryLabel(key, titles.get(key) ?? names.get(key)),
        published_version: version?.version ?? 0,
        published_at: version?.published_at ?? null,
        published_by: version?.published_by ?? null,
        has_draft: drafts.has(key),
        scheduled: schedules.filter((s) => s.key === key),
      };
    });
    return c.json(envelope(summaries));
  });

  app.get('/admin/studio/configs/:key', async (c) => {
    const key = keyParam(c);
    if (!key.ok) return key.response;
    return c.json(envelope(await view(key.key)));
  });

  app.put('/admin/studio/configs/:key/draft', documentLimit, async (c) => {
    const key = keyParam(c);
    if (!key.ok) return key.response;
    const body = await parseJsonBody(c, saveDraftSchema);
    if (!body.ok) return body.response;
    const checked = validateDocument(key.key, body.value.document);
    if (!checked.ok) return refuseProblems(c, key.key, 'draft', checked.problems);
    const staff = staffOf(c);
    const actor = actorName(staff);
    const revision = await writeDraft(db, key.key, checked.document, body.value.revision, actor);
    if (revision === null) return fail(c, 409, CONFLICT);
    const summary = summariseChange(key.key, await readLiveDocument(db, key.key), checked.document);
    await audit(db, { actor, staffId: staff.id, action: 'save-draft', key: key.key, summary: `Draft revision ${revision}: ${summary}` });
    return c.json(envelope(await view(key.key), 'Draft saved'));
  });

  app.delete('/admin/studio/configs/:key/draft', async (c) => {
    const key = keyParam(c);
    if (!key.ok) return key.response;
    if (await deleteDraft(db, key.key)) {
      await audit(db, { actor: actorName(staffOf(c)), staffId: staffOf(c).id, action: 'discard-draft', key: key.key, summary: 'Discarded the draft' });
    }
    return c.json(envelope(await view(key.key), 'Draft discarded'));
  });

  app.post('/admin/studio/configs/:key/publish', async (c) => {
    const key = keyParam(c);
    if (!key.ok) return key.response;
    const body = await parseJsonBody(c, publishRequestSchema);
    if (!body.ok) return body.response;
    const { revision, publish_at } = body.value;
    const staff = staffOf(c);
    const actor = actorName(staff);
    const draft = await readDraft(db, key.key);
    if (!draft) return fail(c, 409, 'Nothing to publish: there is no draft');
    if (draft.revision !== revision) return fail(c, 409, CONFLICT);

    let at: Date | null = null;
    if (publish_at !== undefined) {
      const ms = Date.parse(publish_at);
      if (Number.isNaN(ms)) return fail(c, 400, `publish_at "${publish_at}" is not a date and time; send ISO 8601, e.g. 2026-12-31T18:30:00Z`);
      if (ms > Date.now() + MAX_SCHEDULE_MS) return fail(c, 400, 'A publish can be scheduled at most a year ahead');
      if (ms > Date.now()) at = new Date(ms);
    }

    if (at) {
      const checked = validateDocument(key.key, draft.document);
      if (!checked.ok) return refuseProblems(c, key.key, 'draft', checked.problems);
      const schedule = await createSchedule(db, key.key, checked.document, at, actor);
      const summary = summariseChange(key.key, await readLiveDocument(db, key.key), checked.document);
      await audit(db, { actor, staffId: staff.id, action: 'schedule', key: key.key, summary: `Scheduled for ${schedule.publish_at} (schedule ${schedule.id}): ${summary}` });
      return c.json(envelope(schedule, 'Scheduled'));
    }

    try {
      const version = await publishDocument(db, hub, {
        key: key.key,
        document: draft.document,
        actor,
        staffId: staff.id,
        source: 'publish',
        alsoInTransaction: async (tx) => {
          // The draft published is the one the admin saw: a save in between undoes the publish.
          if (!(await deleteDraft(tx, key.key, revision))) throw new DraftMovedError();
        },
      });
      return c.json(envelope(version, 'Published'));
    } catch (error) {
      if (error instanceof DraftMovedError) return fail(c, 409, CONFLICT);
      if (error instanceof InvalidDocumentError) return refuseProblems(c, key.key, 'draft', error.problems);
      throw error;
    }
  });

  app.get('/admin/studio/configs/:key/versions', async (c) => {
    const key = keyParam(c);
    if (!key.ok) return key.response;
    return c.json(envelope(await listVersions(db, key.key)));
  });

  app.get('/admin/studio/configs/:key/versions/:version', async (c) => {
    const key = keyParam(c);
    if (!key.ok) return key.response;
    const number = positiveInt.safeParse(c.req.param('version'));
    const detail = number.success ? await readVersion(db, key.key, number.data) : null;
    if (!detail) return fail(c, 404, `${configLabel(key.key)} has no version ${c.req.param('version')}`);
    return c.json(envelope(detail));
  });

  app.post('/admin/studio/configs/:key/rollback', async (c) => {
    const key = keyParam(c);
    if (!key.ok) return key.response;
    const body = await parseJsonBody(c, rollbackRequestSchema);
    if (!body.ok) return body.response;
    const target = await readVersion(db, key.key, body.value.version);
    if (!target) return fail(c, 404, `${configLabel(key.key)} has no version ${body.value.version}`);
    try {
      const version = await publishDocument(db, hub, {
        key: key.key,
        document: target.document,
        actor: actorName(staffOf(c)),
        staffId: staffOf(c).id,
        source: 'rollback',
        rolledBackTo: target.version,
        summary: (diff) => `Rolled back to version ${target.version}: ${diff}`,
        // A draft built on what is being rolled back would undo the rollback when published.
        alsoInTransaction: async (tx) => void (await deleteDraft(tx, key.key)),
      });
      return c.json(envelope(version, `Rolled back to version ${target.version}`));
    } catch (error) {
      if (error instanceof InvalidDocumentError) return refuseProblems(c, key.key, `version ${target.version}`, error.problems);
      throw error;
    }
  });

  return app;
}

class DraftMovedError extends Error {}
