import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { track } from './cleanup';

/**
 * The production shop as the README starts it after `npm run build`
 * (`tsx scripts/with-auth-emulator.ts -- tsx server/main.ts`), on a free port,
 * with a fresh PGlite folder, so the benchmarks measure what a visitor gets.
 */
export interface Shop {
  base: string;
  /**
   * The process group the wrapper and server lead: `process.kill(-pid, 'SIGKILL')`
   * takes the instance down at once (a fault drill); stop() still cleans up after it.
   */
  pid: number;
  stop(): Promise<void>;
}

export interface ShopOptions {
  root: string;
  /** The Firebase Auth emulator's port; the bench's own, so it never meets another checkout's. */
  authPort: number;
  /**
   * The caller already runs the Auth emulator on authPort (scripts/auth-emulator.ts),
   * shared by several shops: each shop's group then holds only the wrapper and the
   * server, so killing one leaves no orphaned emulator and the others keep signing in.
   */
  sharedAuthEmulator?: boolean;
  /** A PostgreSQL database (DATABASE_URL) instead of a fresh PGlite folder. */
  databaseUrl?: string;
  /** A fixed port (a drill restarting an instance where its balancer expects it); a free one otherwise. */
  port?: number;
  /** Seconds to wait for /api/health (the emulator alone takes up to 15 s offline). */
  timeoutSeconds?: number;
}

/** The wrapper's default project, which a shared emulator must be started with too. */
export const AUTH_PROJECT = 'demo-vitrine';

const LOG_LINES_KEPT = 40;

/** A port nobody listens on right now: the kernel picks it. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? done(port) : fail(new Error('no free port'))));
    });
  });
}

const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

const signalGroup = (pid: number, signal: NodeJS.Signals): void => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};

async function waitUntil(test: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (test()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return test();
}

export async function startShop(options: ShopOptions): Promise<Shop> {
  const { root, authPort, timeoutSeconds = 120 } = options;
  const port = options.port ?? (await freePort());
  // With PostgreSQL too: DATA_DIR also holds uploaded photos, which must not land in the checkout's ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-shop-'));
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const database = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {};
  // An emulator host already set makes the wrapper run the server as it is, starting none.
  const auth = options.sharedAuthEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`, FIREBASE_PROJECT_ID: AUTH_PROJECT } : {};
  // detached: the wrapper and the server lead a process group of their own, stopped as one.
  const child = spawn(tsx, ['scripts/with-auth-emulator.ts', '--port', String(authPort), '--', tsx, 'server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...database,
      ...auth,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      NO_UPDATE_NOTIFIER: '1',
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the shop');
  const recent: string[] = [];
  const keep = (chunk: Buffer) => {
    recent.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - LOG_LINES_KEPT));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // SIGTERM to the group: the server shuts down, the wrapper then stops its Auth emulator.
    signalGroup(pid, 'SIGTERM');
    if (!(await waitUntil(() => exited() && !groupAlive(pid), 20_000))) {
      signalGroup(pid, 'SIGKILL');
      await waitUntil(() => !groupAlive(pid), 5_000);
    }
    rmSync(dataDir, { recursive: true, force: true });
    release();
  };
  const release = track({
    stop,
    kill: () => {
      signalGroup(pid, 'SIGKILL');
      try {
        rmSync(dataDir, { recursive: true, force: true });
      } catch {
        // The dying server may still be writing; a temp folder left behind is the lesser harm.
      }
    },
  });

  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  try {
    for (;;) {
      if (exited()) throw new Error(`the shop exited (${child.exitCode ?? child.signalCode}) before it answered`);
      if (Date.now() - started > timeoutSeconds * 1000) throw new Error(`the shop did not answer /api/health within ${timeoutSeconds} s`);
      const healthy = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return { base, pid, stop };
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`${why}\n--- its last output ---\n${recent.join('\n')}`);
  }
}
