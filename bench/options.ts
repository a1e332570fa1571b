import { z } from 'zod';
import { parseFlags } from './flags';

/** Options shared by `npm run bench` and `npm run check:budgets`. */
const schema = z.object({
  // Unset: 5 (single runs of the simulated score vary by several points); check:budgets takes 1 on a host whose scores it does not judge.
  runs: z.coerce.number().int().min(1).max(15).optional(),
  // The bench's own Auth emulator port, so it never meets another checkout's.
  authPort: z.coerce.number().int().min(1024).max(65_535).default(9391),
});

export type BenchOptions = z.output<typeof schema>;

export function benchOptions(argv: readonly string[]): BenchOptions {
  const flags = parseFlags(argv);
  return schema.parse({ runs: flags.runs, authPort: flags['auth-port'] ?? process.env.BENCH_AUTH_PORT });
}

/** Lighthouse runs per page when `--runs` is not given and the scores are judged. */
export const DEFAULT_RUNS = 5;

/** Progress goes to stderr, so stdout carries the report alone. */
export const progress = (line: string) => console.error(`· ${line}`);
