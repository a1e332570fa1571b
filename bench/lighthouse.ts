import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { HYDRATED_MARK } from '../schemas/hydration-mark';
import { track } from './cleanup';
import type { NetworkRecord } from './first-paint-set';
import type { BrowserSession } from './signed-in';
import { median, medianIndex } from './stats';

/**
 * Lighthouse through its Node API on Debian's Chromium, with its defaults:
 * mobile form factor and simulated throttling (the page loads unthrottled and
 * Lighthouse computes the throttled metrics; the "observed" timings are the
 * real, unthrottled load).
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Lighthouses at work at once (issue 21 §2): each page's figures are taken
 * while another Lighthouse loads the machine, so a score holds with margin
 * rather than on a quiet moment. `--concurrency 1` measures alone.
 */
export const LIGHTHOUSE_CONCURRENCY = 2;

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export interface LighthouseRun {
  /** 0–100, as Lighthouse shows them. */
  scores: Scores;
  /** Observed (unthrottled) first contentful paint, ms on the network-requests clock. */
  fcpMs: number;
  /** The app's hydration mark (schemas/hydration-mark.ts), observed, on the same clock; null when the page never set it. */
  hydratedMs: number | null;
  /** Lighthouse's Total Blocking Time (simulated throttling), ms. */
  tbtMs: number;
  records: NetworkRecord[];
  warnings: string[];
}

export interface PageLighthouse {
  runs: LighthouseRun[];
  /** Median of each category over the runs. */
  median: Scores;
  /** Median Total Blocking Time over the runs, ms. */
  medianTbtMs: number;
  /** The run at the median performance score: its network records give the page's other figures. */
  medianRun: number;
}

const category = z.object({ score: z.number().nullable() });
const runtimeErrorSchema = z.object({ runtimeError: z.object({ code: z.string(), message: z.string() }).optional() });
const lhrSchema = z.object({
  runWarnings: z.array(z.string()),
  categories: z.object({ performance: category, accessibility: category, 'best-practices': category, seo: category }),
  audits: z.object({
    metrics: z.object({
      details: z.object({
        items: z.tuple(
          [z.object({ observedFirstContentfulPaint: z.number(), observedFirstContentfulPaintTs: z.number().optional(), observedNavigationStartTs: z.number().optional() })],
          z.unknown(),
        ),
      }),
    }),
    'total-blocking-time': z.object({ numericValue: z.number() }),
    // Marks' startTime counts from navigation start (ms).
    'user-timings': z.object({ details: z.object({ items: z.array(z.object({ name: z.string(), startTime: z.number() })) }).optional() }),
    'network-requests': z.object({
      details: z.object({
        items: z.array(
          z.object({
            url: z.string(),
            networkRequestTime: z.number().optional(),
            resourceType: z.string().optional(),
            mimeType: z.string().optional(),
          }),
        ),
        debugData: z.object({ networkStartTimeTs: z.number().optional() }).optional(),
      }),
    }),
  }),
});

const toScore = (s: number | null) => (s === null ? 0 : Math.round(s * 100));

export function parseRun(lhr: unknown): LighthouseRun {
  // A failed load (NO_FCP, a timeout) has no metrics: say what Lighthouse said, not what is missing.
  const failed = runtimeErrorSchema.safeParse(lhr);
  if (failed.success && failed.data.runtimeError) throw new Error(`Lighthouse: ${failed.data.runtimeError.code} ${failed.data.runtimeError.message}`);
  const parsed = lhrSchema.parse(lhr);
  const { categories: c, audits } = parsed;
  const metrics = audits.metrics.details.items[0];
  const network = audits['network-requests'].details;
  // network-requests times count from its first request; the metric's trace timestamp (µs) puts FCP on that clock.
  const start = network.debugData?.networkStartTimeTs;
  const fcpMs =
    start !== undefined && metrics.observedFirstContentfulPaintTs !== undefined
      ? (metrics.observedFirstContentfulPaintTs - start) / 1000
      : metrics.observedFirstContentfulPaint;
  const mark = audits['user-timings'].details?.items.find((item) => item.name === HYDRATED_MARK);
  const navigationStart = metrics.observedNavigationStartTs;
  const hydratedMs = mark === undefined ? null : start !== undefined && navigationStart !== undefined ? (navigationStart - start) / 1000 + mark.startTime : mark.startTime;
  const missing = Object.entries(c).filter(([, v]) => v.score === null).map(([k]) => `${k} has no score (counted as 0)`);
  return {
    scores: { performance: toScore(c.performance.score), accessibility: toScore(c.accessibility.score), bestPractices: toScore(c['best-practices'].score), seo: toScore(c.seo.score) },
    fcpMs,
    hydratedMs,
    tbtMs: audits['total-blocking-time'].numericValue,
    records: network.items.map((r) => ({ url: r.url, networkRequestTime: r.networkRequestTime, resourceType: r.resourceType, mimeType: r.mimeType })),
    warnings: [...parsed.runWarnings, ...missing],
  };
}

export function summarise(runs: LighthouseRun[]): PageLighthouse {
  const of = (key: keyof Scores) => median(runs.map((r) => r.scores[key]));
  return {
    runs,
    median: { performance: of('performance'), accessibility: of('accessibility'), bestPractices: of('bestPractices'), seo: of('seo') },
    medianTbtMs: median(runs.map((r) => r.tbtMs)),
    medianRun: medianIndex(runs.map((r) => r.scores.performance)),
  };
}

/** A page to measure; with a session, as that signed-in shopper. */
export interface LighthouseTarget {
  url: string;
  session?: BrowserSession;
}

/** What a worker process (bench/lighthouse-worker.ts) answers: ready, or a job's Lighthouse result or error. */
const workerReply = z.union([z.object({ ready: z.literal(true) }), z.object({ id: z.number(), lhr: z.unknown() }), z.object({ id: z.number(), error: z.string() })]);

interface Worker {
  run(target: LighthouseTarget): Promise<LighthouseRun>;
  stop(): void;
}

/**
 * A Lighthouse with a Chromium of its own, in a process of its own: Lighthouse
 * times its phases with process-wide performance marks ("start
 * lh:driver:navigate"), which two runs in one process tear from each other.
 */
function startWorker(): Promise<Worker> {
  const child = fork(join(dirname(fileURLToPath(import.meta.url)), 'lighthouse-worker.ts'), [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const release = track({ stop: async () => void child.kill('SIGTERM'), kill: () => void child.kill('SIGKILL') });
  const waiting = new Map<number, { resolve: (run: LighthouseRun) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const error = new Error(`the Lighthouse worker exited (code ${code})`);
      reject(error);
      for (const job of waiting.values()) job.reject(error);
    });
    child.on('message', (message: unknown) => {
      const reply = workerReply.parse(message);
      if ('ready' in reply) {
        resolve({
          run: (target) =>
            new Promise((done, fail) => {
              const id = nextId++;
              waiting.set(id, { resolve: done, reject: fail });
              child.send({ id, target });
            }),
          stop: () => {
            child.disconnect();
            release();
          },
        });
        return;
      }
      const job = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (!job) return;
      if ('error' in reply) job.reject(new Error(reply.error));
      else {
        try {
          job.resolve(parseRun(reply.lhr));
        } catch (error) {
          job.reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  });
}

/**
 * Each URL `runs` times, `concurrency` Lighthouses at once (each a worker
 * process with its own Chromium). A Lighthouse whose queue has run dry keeps
 * loading the first page (its figures discarded) while another still
 * measures, so no measured run has the machine to itself.
 */
export async function lighthousePages(targets: readonly LighthouseTarget[], runs: number, log: (line: string) => void, concurrency = LIGHTHOUSE_CONCURRENCY): Promise<Map<string, PageLighthouse>> {
  const jobs = targets.flatMap((target) => Array.from({ length: runs }, (_, i) => ({ target, i })));
  const measured = new Map<string, LighthouseRun[]>(targets.map((t) => [t.url, []]));
  const workers = Math.min(concurrency, jobs.length);
  let measuring = workers;
  const work = async () => {
    const lh = await startWorker();
    try {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const { target } = job;
        // A load that failed on a busy machine is tried once more before the whole measurement fails.
        const run = await lh.run(target).catch((error: unknown) => {
          log(`lighthouse ${new URL(target.url).pathname}: ${error instanceof Error ? error.message : String(error)}; once more`);
          return lh.run(target);
        });
        log(`lighthouse ${new URL(job.target.url).pathname}${job.target.session ? ' (signed in)' : ''} run ${job.i + 1}/${runs}: performance ${run.scores.performance}, accessibility ${run.scores.accessibility}, TBT ${run.tbtMs.toFixed(0)} ms`);
        measured.get(job.target.url)?.push(run);
      }
      measuring -= 1;
      const ballast = targets[0];
      // Its figures are discarded, and so is its failure.
      while (measuring > 0 && ballast) await lh.run(ballast).catch(() => undefined);
    } catch (error) {
      measuring -= 1;
      throw error;
    } finally {
      lh.stop();
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  return new Map(targets.map((t) => [t.url, summarise(measured.get(t.url) ?? [])]));
}
