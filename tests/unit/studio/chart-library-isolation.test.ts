import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The dashboard's chart library (uPlot) belongs to the studio alone, and
 * there only to the chart the dashboard loads lazily. Without a build (which
 * bench/bundle.ts measures), the source's import graph shows it: walked from
 * each entry, following the imports a bundler follows.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CHART_LIBRARY = 'uplot';

// import … from '…', export … from '…', import '…', import('…'); type-only imports are erased by the compiler and skipped.
const STATIC = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

interface Graph {
  files: Set<string>;
  packages: Set<string>;
  /** Which project files import each package. */
  importers: Map<string, Set<string>>;
}

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.split('?')[0] ?? specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier));

function importGraph(entry: string, { dynamic }: { dynamic: boolean }): Graph {
  const graph: Graph = { files: new Set(), packages: new Set(), importers: new Map() };
  const queue = [resolve(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (graph.files.has(file)) continue;
    graph.files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(STATIC)].filter((m) => !m[2]).map((m) => m[3] ?? '');
    if (dynamic) specifiers.push(...[...source.matchAll(DYNAMIC)].map((m) => m[1] ?? ''));
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) {
        const target = resolveFile(file, specifier);
        if (target) queue.push(target);
      } else {
        const name = packageOf(specifier);
        graph.packages.add(name);
        graph.importers.set(name, (graph.importers.get(name) ?? new Set()).add(relative(ROOT, file)));
      }
    }
  }
  return graph;
}

const inStudio = (graph: Graph) => [...graph.files].map((f) => relative(ROOT, f)).filter((f) => f.startsWith('src/studio/'));

describe('the chart library', () => {
  it("is in none of the shop's bundles: neither the storefront nor its server renderer reaches it or the studio", () => {
    for (const entry of ['src/main.tsx', 'src/entry-server.tsx']) {
      const shop = importGraph(entry, { dynamic: true });
      expect(shop.files.size, entry).toBeGreaterThan(50);
      expect(shop.packages.has(CHART_LIBRARY), entry).toBe(false);
      expect(inStudio(shop), entry).toEqual([]);
    }
  });

  it("reaches the studio only through the dashboard's lazy chart, so the studio starts without it", () => {
    const eager = importGraph('src/studio/main.tsx', { dynamic: false });
    expect(eager.files.has(resolve(ROOT, 'src/studio/dashboard/DashboardScreen.tsx'))).toBe(true);
    expect(eager.packages.has(CHART_LIBRARY)).toBe(false);

    const studio = importGraph('src/studio/main.tsx', { dynamic: true });
    expect([...(studio.importers.get(CHART_LIBRARY) ?? [])]).toEqual(['src/studio/dashboard/DayChart.tsx']);
  });
});
