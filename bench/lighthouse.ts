import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
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
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
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
const lhrSchema = z.object({
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
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
  const parsed = lhrSchema.parse(lhr);
  if (parsed.runtimeError) throw new Error(`Lighthouse: ${parsed.runtimeError.code} ${parsed.runtimeError.message}`);
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

/** One Chromium, always killed afterwards (also on Ctrl-C or an error elsewhere). */
async function startChrome() {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  const kill = () => {
    try {
      // chrome-launcher starts Chromium detached: its renderers are in its process group.
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const release = track({ stop: async () => chrome.kill(), kill });
  return {
    port: chrome.port,
    stop: () => {
      chrome.kill();
      release();
    },
  };
}

const flags = (port: number) => ({ port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] });

function parsed(result: Awaited<ReturnType<typeof lighthouse>>, url: string): LighthouseRun {
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return parseRun(result.lhr);
}

/**
 * Signed in: Lighthouse would clear the origin's storage (and with it the
 * session) before loading, so its own reset is off and this page does the
 * same by hand (every kind of storage, the HTTP cache, service workers) before
 * putting the shopper's cookies and storage back: each run starts as cold as
 * a guest's, only signed in.
 */
async function runSignedIn(url: string, port: number, session: BrowserSession): Promise<LighthouseRun> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin: session.origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${session.origin}/api/health`);
    await page.evaluate((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, session.storage);
    await browser.setCookie(...session.cookies.map((c) => ({ ...c, domain: new URL(session.origin).hostname, path: '/' })));
    return parsed(await lighthouse(url, { ...flags(port), disableStorageReset: true }, undefined, page), url);
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

async function runOnce(target: LighthouseTarget, port: number): Promise<LighthouseRun> {
  if (target.session) return runSignedIn(target.url, port, target.session);
  return parsed(await lighthouse(target.url, flags(port)), target.url);
}

/** A page to measure; with a session, as that signed-in shopper. */
export interface LighthouseTarget {
  url: string;
  session?: BrowserSession;
}

/**
 * Each URL `runs` times, `concurrency` Lighthouses at once, each in a Chromium
 * of its own. A Lighthouse whose queue has run dry keeps loading the first
 * page (its figures discarded) while another still measures, so no measured
 * run has the machine to itself.
 */
export async function lighthousePages(targets: readonly LighthouseTarget[], runs: number, log: (line: string) => void, concurrency = LIGHTHOUSE_CONCURRENCY): Promise<Map<string, PageLighthouse>> {
  const jobs = targets.flatMap((target) => Array.from({ length: runs }, (_, i) => ({ target, i })));
  const measured = new Map<string, LighthouseRun[]>(targets.map((t) => [t.url, []]));
  let measuring = Math.min(concurrency, jobs.length);
  const worker = async () => {
    const chrome = await startChrome();
    try {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const run = await runOnce(job.target, chrome.port);
        log(`lighthouse ${new URL(job.target.url).pathname}${job.target.session ? ' (signed in)' : ''} run ${job.i + 1}/${runs}: performance ${run.scores.performance}, accessibility ${run.scores.accessibility}, TBT ${run.tbtMs.toFixed(0)} ms`);
        measured.get(job.target.url)?.push(run);
      }
      measuring -= 1;
      const ballast = targets[0];
      while (measuring > 0 && ballast) await runOnce(ballast, chrome.port);
    } catch (error) {
      measuring -= 1;
      throw error;
    } finally {
      chrome.stop();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return new Map(targets.map((t) => [t.url, summarise(measured.get(t.url) ?? [])]));
}
