import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { track } from './cleanup';

/**
 * server/main.ts in a process group of its own, its output drained cheaply:
 * the request log goes to stdout synchronously, so a reader that keeps every
 * line (tests/server/server-process.ts) would slow the very server being
 * measured. Unlike bench/shop.ts it leaves DATA_DIR alone when it stops, so
 * a benchmark can read what the shop wrote on its way out.
 */
export interface ShopProcess {
  base: string;
  /** SIGTERM, and waits for the shop to exit (it writes its last counts first). */
  stop(): Promise<void>;
}

const LINES_KEPT = 40;

export async function startShopProcess(root: string, env: Record<string, string>, timeoutSeconds = 180): Promise<ShopProcess> {
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['server/main.ts'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the shop');
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const recent: string[] = [];
  let base: string | null = null;
  const drain = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    base ??= /Vitrine is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1] ?? null;
    recent.push(...text.split('\n').filter(Boolean).slice(-LINES_KEPT));
    recent.splice(0, Math.max(0, recent.length - LINES_KEPT));
  };
  child.stdout.on('data', drain);
  child.stderr.on('data', drain);

  let stopped = false;
  const stop = async () => {
    if (stopped) return exited;
    stopped = true;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
    release();
  };
  const release = track({
    stop,
    kill: () => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  });

  const until = Date.now() + timeoutSeconds * 1000;
  while (base === null) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the shop exited before it was ready:\n${recent.join('\n')}`);
    if (Date.now() > until) {
      await stop();
      throw new Error(`the shop was not ready within ${timeoutSeconds} s:\n${recent.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop };
}
