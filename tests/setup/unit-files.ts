import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The jsdom test files, split by whether they replace modules. A file that
 * calls vi.mock or vi.doMock needs a module registry of its own: in a shared
 * one, a module an earlier file imported is already loaded and the mock never
 * applies (measured 2026-11-29: the checkout pay bar's Razorpay mock and the
 * preview's TrustStrip2 mock both missed). Every other file shares its
 * worker's jsdom and registry, which saves jsdom's start and the shop's
 * imports per file (unit run 383 s isolated against 229 s shared).
 */
const ROOTS = ['tests/unit', 'tests/components', 'tests/stories'];
const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_MODULES = /\bvi\.(?:do)?[mM]ock\(/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

export function unitTestFiles(): { shared: string[]; isolated: string[] } {
  const files = ROOTS.flatMap(walk).sort();
  const isolated = files.filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));
  return { shared: files.filter((file) => !isolated.includes(file)), isolated };
}
