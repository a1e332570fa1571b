import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { z } from 'zod';
import { track } from './cleanup';
import type { NetworkRecord } from './first-paint-set';
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
  records: NetworkRecord[];
  warnings: string[];
}

export interface PageLighthouse {
  runs: LighthouseRun[];
  /** Median of each category over the runs. */
  median: Scores;
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
        items: z.tuple([z.object({ observedFirstContentfulPaint: z.number(), observedFirstContentfulPaintTs: z.number().optional() })], z.unknown()),
      }),
    }),
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
  const missing = Object.entries(c).filter(([, v]) => v.score === null).map(([k]) => `${k} has no score (counted as 0)`);
  return {
    scores: { performance: toScore(c.performance.score), accessibility: toScore(c.accessibility.score), bestPractices: toScore(c['best-practices'].score), seo: toScore(c.seo.score) },
    fcpMs,
    records: network.items.map((r) => ({ url: r.url, networkRequestTime: r.networkRequestTime, resourceType: r.resourceType, mimeType: r.mimeType })),
    warnings: [...parsed.runWarnings, ...missing],
  };
}

export function summarise(runs: LighthouseRun[]): PageLighthouse {
  const of = (key: keyof Scores) => median(runs.map((r) => r.scores[key]));
  return {
    runs,
    median: { performance: of('performance'), accessibility: of('accessibility'), bestPractices: of('bestPractices'), seo: of('seo') },
    medianRun: medianIndex(runs.map((r) => r.scores.performance)),
  };
}

/** Each URL `runs` times, in one Chromium that is always killed afterwards. */
export async function lighthousePages(urls: readonly string[], runs: number, log: (line: string) => void): Promise<Map<string, PageLighthouse>> {
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
  try {
    const results = new Map<string, PageLighthouse>();
    for (const url of urls) {
      const pageRuns: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const run = parseRun(result.lhr);
        log(`lighthouse ${new URL(url).pathname} run ${i + 1}/${runs}: performance ${run.scores.performance}, accessibility ${run.scores.accessibility}`);
        pageRuns.push(run);
      }
      results.set(url, summarise(pageRuns));
    }
    return results;
  } finally {
    chrome.kill();
    release();
  }
}
