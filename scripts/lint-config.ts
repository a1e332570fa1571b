/**
 * Checks a configuration file with the same rules as the admin PUT, before a
 * merchandiser uploads it.
 *
 *   npm run lint:config -- layout.json [--scope shell|home|products|…]
 *   npm run lint:config -- all.json        (a file shaped {"shell": [...], "menu": [...]})
 *
 * Exit codes: 0 valid, 1 problems found, 2 unusable input (file, JSON, arguments).
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { PAGE_SCOPES, type PageScope } from '../schemas/ui-config/section-names';
import { formatLintReport } from '../src/engine/lint';
import { lintConfig } from '../registry/lint-rules';

export interface LintRun {
  code: 0 | 1 | 2;
  output: string;
}

const scopeSchema = z.enum(PAGE_SCOPES);
const USAGE = `usage: npm run lint:config -- <file.json> [--scope ${PAGE_SCOPES.join('|')}]`;

function parseArgs(argv: readonly string[]): { file: string; scope: PageScope | undefined } | string {
  let file: string | undefined;
  let scope: PageScope | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const inline = arg.startsWith('--scope=') ? arg.slice('--scope='.length) : undefined;
    if (arg === '--scope' || inline !== undefined) {
      const value = inline ?? argv[++i];
      const parsed = scopeSchema.safeParse(value);
      if (!parsed.success) return `unknown scope "${value ?? ''}"; expected one of ${PAGE_SCOPES.join(', ')}`;
      scope = parsed.data;
    } else if (arg === '--help' || arg === '-h') {
      return USAGE;
    } else if (arg.startsWith('-')) {
      return `unknown option ${arg}`;
    } else if (file === undefined) {
      file = arg;
    } else {
      return 'only one file can be checked at a time';
    }
  }
  return file === undefined ? 'no file given' : { file, scope };
}

/** A list is one scope (--scope, default shell); an object maps scopes to lists. */
export function runLintConfig(argv: readonly string[], read: (file: string) => string = (f) => readFileSync(f, 'utf8')): LintRun {
  const args = parseArgs(argv);
  if (typeof args === 'string') return { code: 2, output: args === USAGE ? USAGE : `${args}\n${USAGE}` };

  let raw: unknown;
  try {
    raw = JSON.parse(read(args.file));
  } catch (e) {
    return { code: 2, output: `cannot read ${args.file}: ${e instanceof Error ? e.message : String(e)}` };
  }

  const jobs: [string, unknown][] = Array.isArray(raw) || raw === null || typeof raw !== 'object'
    ? [[args.scope ?? 'shell', raw]]
    : Object.entries(raw).filter(([key]) => args.scope === undefined || key === args.scope);
  if (jobs.length === 0) return { code: 1, output: `${args.file} has no "${args.scope ?? ''}" configuration` };

  const reports: string[] = [];
  let failed = false;
  for (const [key, entries] of jobs) {
    const scope = scopeSchema.safeParse(key);
    if (!scope.success) {
      failed = true;
      reports.push(`${key}: not a configuration scope; expected one of ${PAGE_SCOPES.join(', ')}`);
      continue;
    }
    const result = lintConfig(entries, scope.data);
    if (!result.ok) failed = true;
    reports.push(formatLintReport(result, scope.data));
  }
  return { code: failed ? 1 : 0, output: reports.join('\n') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const run = runLintConfig(process.argv.slice(2));
  (run.code === 0 ? console.log : console.error)(run.output);
  process.exit(run.code);
}
