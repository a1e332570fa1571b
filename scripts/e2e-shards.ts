/**
 * `npm run test:e2e:shards` (after `npm run build`): the browser tests as two
 * Playwright runs at the same time, each with a shop of its own (server,
 * embedded database, Auth emulator) on its own ports, so neither sees the
 * other's layout, catalogue or order changes. The walk over every route
 * (routes.spec, nearly half the suite's time) and two short journeys run
 * beside everything else; a new spec joins the second run without a change
 * here. Each line is prefixed with its run's name; the exit code is non-zero
 * when either run fails. CI writes one JSON report per run.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const FIRST = ['routes.spec.ts', 'keyboard.spec.ts', 'offline.spec.ts'];

interface Shard {
  name: string;
  port: number;
  authPort: number;
  files: string[];
  skip: string[];
}

const SHARDS: Shard[] = [
  { name: 'routes', port: 4180, authPort: 9299, files: FIRST.map((f) => `tests/e2e/${f}`), skip: [] },
  { name: 'journeys', port: 4181, authPort: 9310, files: [], skip: FIRST },
];

function run(shard: Shard): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', ...shard.files], {
    env: {
      ...process.env,
      E2E_PORT: String(shard.port),
      E2E_AUTH_PORT: String(shard.authPort),
      E2E_SKIP: shard.skip.join(','),
      E2E_REPORT: `ci-reports/e2e-${shard.name}.json`,
      E2E_OUTPUT_DIR: `test-results/${shard.name}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${shard.name}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const started = Date.now();
const codes = await Promise.all(SHARDS.map(async (shard) => {
  const code = await run(shard);
  console.log(`[${shard.name}] finished with exit code ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
  return code;
}));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
