import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { track } from './cleanup';
import type { Proxy } from './round-robin-proxy';

/**
 * bench/round-robin-proxy.ts in a process of its own, as a real balancer is:
 * inside the benchmark's process it would share one event loop with the load
 * generator and each would slow the other's figures.
 */
export function spawnProxy(root: string, upstreams: readonly string[], timeoutMs = 30_000): Promise<Proxy> {
  // node --import tsx: one process, so a signal reaches the proxy itself rather than a tsx launcher.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'round-robin-proxy.ts'), ...upstreams], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    release();
    if (gone()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const release = track({ stop, kill: () => child.kill('SIGKILL') });

  return new Promise((done, fail) => {
    const give = (error: Error) => void stop().then(() => fail(error));
    const timer = setTimeout(() => give(new Error(`the proxy did not start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /^(http:\/\/\S+)$/m.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      done({ url, stop });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`the proxy exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
}
