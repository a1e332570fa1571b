import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { CONTROL_VARIANT, experimentInputSchema, experimentPaths, promoteRequestSchema, type Experiment } from '../../../schemas/api/experiments';
import { configLabel, type DocumentProblem } from '../../../schemas/api/studio';
import { parseOtherConfig, type UiConfigEntry } from '../../../schemas/ui-config/entry';
import type { Database } from '../../db/types';
import { readJsonBody } from '../../http/errors';
import { envelope, fail } from '../../http/respond';
import type { ConfigEventHub } from '../live/hub';
import { actorName, staffOf } from '../staff/guard';
import { readLiveDocument } from '../studio/documents';
import { issueProblems } from '../studio/http';
import { InvalidDocumentError, publishDocument } from '../studio/publish';
import { liveEntries, withEntries } from './live-layout';
import { createExperiment, listExperiments, moveExperiment, readExperiment, updateDraft } from './repository';
import { experimentResults } from './results';
import type { RunningExperiments } from './running';
import { experimentProblems } from './validate';

const idParam = z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,8}$/)), z.transform(Number));

/** The variant's section without the storefront's per-visitor marker: what a promote publishes. */
function withoutTag(otherConfigration: string): string {
  const json = parseOtherConfig(otherConfigration);
  if (!json.ok) return otherConfigration;
  const { variant: _variant, ...config } = json.value;
  return JSON.stringify(config);
}

/** admin/studio/experiments: create, edit while draft, start, stop, promote, and the results. */
export function experimentRoutes({ db, hub, running }: { db: Kysely<Database>; hub: ConfigEventHub; running: RunningExperiments }): Hono {
  const app = new Hono();

  const load = async (c: Context): Promise<{ ok: true; experiment: Experiment } | { ok: false; response: Response }> => {
    const id = idParam.safeParse(c.req.param('id'));
    const experiment = id.success ? await readExperiment(db, id.data) : null;
    return experiment ? { ok: true, experiment } : { ok: false, response: fail(c, 404, `There is no experiment ${c.req.param('id')}`) };
  };

  const readInput = async (c: Context) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body;
    const parsed = experimentInputSchema.safeParse(body.value);
    const problems: DocumentProblem[] = parsed.success ? await experimentProblems(db, parsed.data) : issueProblems(parsed.error.issues).map((p) => ({ index: -1, field: p.field, message: p.message }));
    if (!parsed.success || problems.length > 0) {
      const n = problems.length;
      return { ok: false as const, response: fail(c, 422, `The experiment has ${n} problem${n === 1 ? '' : 's'}; nothing was saved`, problems) };
    }
    return { ok: true as const, value: parsed.data };
  };

  app.get(`/${experimentPaths.list}`, async (c) => c.json(envelope(await listExperiments(db))));

  app.post(`/${experimentPaths.list}`, async (c) => {
    const input = await readInput(c);
    if (!input.ok) return input.response;
    return c.json(envelope(await createExperiment(db, input.value, actorName(staffOf(c))), 'Experiment saved'));
  });

  app.get('/admin/studio/experiments/:id', async (c) => {
    const found = await load(c);
    return found.ok ? c.json(envelope(found.experiment)) : found.response;
  });

  app.put('/admin/studio/experiments/:id', async (c) => {
    const found = await load(c);
    if (!found.ok) return found.response;
    if (found.experiment.status !== 'draft') return fail(c, 409, 'A started experiment keeps its variants: its visitors saw them. Create a new one to change them.');
    const input = await readInput(c);
    if (!input.ok) return input.response;
    const saved = await updateDraft(db, found.experiment.id, input.value);
    return saved ? c.json(envelope(saved, 'Experiment saved')) : fail(c, 409, 'This experiment was started meanwhile; reload it');
  });

  app.post('/admin/studio/experiments/:id/start', async (c) => {
    const found = await load(c);
    if (!found.ok) return found.response;
    const { experiment } = found;
    if (experiment.status !== 'draft') return fail(c, 409, `This experiment is ${experiment.status}; only a draft can start`);
    // The variants were checked against the layout as it was then; it may have been published since.
    const problems = await experimentProblems(db, experiment);
    if (problems.length) return fail(c, 422, 'The layout changed since this experiment was saved; edit it before starting', problems);
    const busy = (await listExperiments(db)).find((other) => other.status === 'running' && other.target.key === experiment.target.key);
    if (busy) return fail(c, 409, `"${busy.name}" is already running on ${configLabel(busy.target.key)}; stop it first, so each visitor's page has one cause`);
    const started = await moveExperiment(db, experiment.id, { to: 'running', from: 'draft' });
    running.forget();
    return started ? c.json(envelope(started, 'Experiment started')) : fail(c, 409, 'This experiment was started meanwhile; reload it');
  });

  app.post('/admin/studio/experiments/:id/stop', async (c) => {
    const found = await load(c);
    if (!found.ok) return found.response;
    const stopped = await moveExperiment(db, found.experiment.id, { to: 'stopped', from: 'running' });
    running.forget();
    return stopped ? c.json(envelope(stopped, 'Experiment stopped: every visitor sees the published page again')) : fail(c, 409, `This experiment is ${found.experiment.status}; only a running one can stop`);
  });

  app.post('/admin/studio/experiments/:id/promote', async (c) => {
    const found = await load(c);
    if (!found.ok) return found.response;
    const { experiment } = found;
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const request = promoteRequestSchema.safeParse(body.value);
    const variant = request.success ? experiment.variants.find((v) => v.key === request.data.variant) : undefined;
    if (!variant) return fail(c, 400, `Name one of the variants: ${experiment.variants.map((v) => v.key).join(', ')}`);
    if (experiment.status !== 'running' && experiment.status !== 'stopped') return fail(c, 409, `This experiment is ${experiment.status}; a running or stopped one can be promoted`);
    const staff = staffOf(c);
    if (variant.key !== CONTROL_VARIANT) {
      const key = experiment.target.key;
      const live = await readLiveDocument(db, key);
      const entries = (await liveEntries(db, key, live)) ?? [];
      const target = experiment.target;
      const next: UiConfigEntry[] =
        target.kind === 'page'
          ? (variant.entries ?? entries)
          : entries.map((entry, i) => (i === target.index && variant.other_configration !== undefined ? { ...entry, other_configration: withoutTag(variant.other_configration) } : entry));
      try {
        await publishDocument(db, hub, {
          key,
          document: withEntries(key, live, next),
          actor: actorName(staff),
          staffId: staff.id,
          source: 'publish',
          summary: (diff) => `Promoted "${variant.label}" of experiment "${experiment.name}": ${diff}`,
        });
      } catch (error) {
        if (error instanceof InvalidDocumentError) return fail(c, 422, 'The variant no longer fits the layout as published; nothing was changed', error.problems);
        throw error;
      }
    }
    const promoted = await moveExperiment(db, experiment.id, { to: 'promoted', from: 'running', winner: variant.key });
    running.forget();
    return promoted ? c.json(envelope(promoted, `"${variant.label}" is now the published page`)) : fail(c, 409, 'This experiment changed meanwhile; reload it');
  });

  app.get('/admin/studio/experiments/:id/results', async (c) => {
    const found = await load(c);
    return found.ok ? c.json(envelope(await experimentResults(db, found.experiment))) : found.response;
  });

  return app;
}
