import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * server/main.ts as `npm run serve` runs it, restartable on the same data:
 * the crash test and the fault drill kill it with SIGKILL and start it again.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  ready: Promise<string> = Promise.reject(new Error('not started'));
  log = '';
  kills = 0;

  constructor(private readonly env: Record<string, string>) {
    this.ready.catch(() => undefined);
  }

  /** Whether a process is running now (started and not yet seen to exit). */
  get running(): boolean {
    return this.child !== null;
  }

  start(): Promise<string> {
    // A process group of its own: tsx runs the server in a child node process, which a kill of tsx alone would orphan, still serving.
    const child = spawn(tsx, ['server/main.ts'], { detached: true, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env } });
    this.child = child;
    this.exited = new Promise((done) =>
      child.once('exit', () => {
        if (this.child === child) this.child = null;
        done();
      }),
    );
    this.ready = new Promise((resolve, reject) => {
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        this.log += chunk.toString();
        const match = /Vitrine is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
    });
    return this.ready;
  }

  async kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child) return;
    if (signal === 'SIGKILL') this.kills += 1;
    if (child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
    await this.exited;
    this.child = null;
  }

  async crashAndRestart(): Promise<void> {
    await this.kill('SIGKILL');
    await this.start();
  }
}
