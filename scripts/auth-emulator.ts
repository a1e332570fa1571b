/**
 * Starts the Firebase Auth emulator (firebase-tools, a devDependency) for
 * `npm start`, the server tests and the browser tests, or reuses one that
 * already answers on the port. It runs offline with a demo project id, so it
 * needs no credentials.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export interface AuthEmulatorOptions {
  port: number;
  /** A `demo-…` id: the emulator then never reaches for a real project. */
  projectId: string;
  /** Keep the emulator's log to ourselves (it is still shown if it fails to start). */
  quiet?: boolean;
  /** How long to wait for the emulator to answer; 90 s unless told. */
  timeoutMs?: number;
}

export interface AuthEmulator {
  /** host:port, the form FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  /** True when an emulator was already running: stop() then leaves it alone. */
  reused: boolean;
  stop(): Promise<void>;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_PORT = 9099;
const LOG_LINES_KEPT = 40;

/** What GET / answers on an Auth emulator. */
const emulatorRootSchema = z.object({ authEmulator: z.object({ ready: z.boolean() }) });

/** Only the fields we change; the rest of firebase.json is copied as it is. */
const portSchema = z.looseObject({ port: z.number() });
const firebaseJsonSchema = z.looseObject({
  emulators: z.looseObject({ auth: portSchema, hub: portSchema, logging: portSchema }),
});

type Probe = 'ready' | 'absent' | 'foreign';

async function probe(port: number): Promise<Probe> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
  } catch {
    return 'absent';
  }
  try {
    const body = emulatorRootSchema.safeParse(await response.json());
    return body.success && body.data.authEmulator.ready ? 'ready' : 'foreign';
  } catch {
    return 'foreign';
  }
}

/**
 * The repo's firebase.json serves port 9099; another port gets a copy in a
 * folder of its own, which is also the emulator's working directory so its
 * firebase-debug.log never lands in the repo.
 *
 * The emulator also opens a hub and a logging port. Left to their defaults
 * (4400, 4500, "the next free one"), two emulators starting together (the
 * server tests beside the browser tests) race for the same one and the loser
 * crashes after it said it was ready; so each sits just below its auth port.
 */
function prepareConfig(port: number): { configPath: string; workDir: string } {
  const workDir = join(tmpdir(), `vitrine-auth-emulator-${port}`);
  mkdirSync(workDir, { recursive: true });
  const repoConfig = join(repoRoot, 'firebase.json');
  if (port === DEFAULT_PORT) return { configPath: repoConfig, workDir };
  const config = firebaseJsonSchema.parse(JSON.parse(readFileSync(repoConfig, 'utf8')));
  config.emulators.auth.port = port;
  config.emulators.hub.port = port - 1;
  config.emulators.logging.port = port - 2;
  const configPath = join(workDir, 'firebase.json');
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return { configPath, workDir };
}

/** Keeps the last lines of the emulator's output for an error message. */
function recordLines(child: ChildProcess, sink: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) sink(line);
    });
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // detached: the emulator leads its own process group.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const { port, projectId, quiet = false, timeoutMs = 90_000 } = options;
  const host = `127.0.0.1:${port}`;

  const before = await probe(port);
  if (before === 'ready') return { host, reused: true, stop: async () => {} };
  if (before === 'foreign') throw new Error(`Port ${port} is taken by something that is not a Firebase Auth emulator.`);

  const { configPath, workDir } = prepareConfig(port);
  const started = Date.now();
  const child = spawn(
    join(repoRoot, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configPath],
    {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
    },
  );

  const recent: string[] = [];
  let ready = false;
  let stopping = false;
  recordLines(child, (line) => {
    recent.push(line);
    if (recent.length > LOG_LINES_KEPT) recent.shift();
    // After start-up the log is where SMS codes appear ("use the code 123456").
    if (ready && !stopping && !quiet && line.trim()) console.log(`[auth emulator] ${line}`);
  });

  // Whatever ends this process, an emulator it started must not outlive it.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.on('exit', killOnExit);

  let spawnError: Error | undefined;
  child.once('error', (err) => {
    spawnError = err;
  });
  const failure = (why: string) =>
    new Error(`The Firebase Auth emulator did not start on ${host}: ${why}\n--- its last output ---\n${recent.join('\n')}`);

  while (!ready) {
    if (spawnError) {
      process.off('exit', killOnExit);
      throw failure(spawnError.message);
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      process.off('exit', killOnExit);
      // Another run may have started one on this port a moment before us.
      if ((await probe(port)) === 'ready') return { host, reused: true, stop: async () => {} };
      throw failure(`it exited (${child.exitCode ?? child.signalCode}).`);
    }
    if (Date.now() - started > timeoutMs) {
      killGroup(child, 'SIGKILL');
      await waitForExit(child, 5_000);
      process.off('exit', killOnExit);
      throw failure(`no answer within ${Math.round(timeoutMs / 1000)} s.`);
    }
    const state = await probe(port);
    if (state === 'ready') ready = true;
    else await new Promise((r) => setTimeout(r, 250));
  }

  if (!quiet) console.log(`Firebase Auth emulator ready at http://${host} (project ${projectId}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`The Firebase Auth emulator on ${host} stopped unexpectedly (${code ?? signal}).`);
  });

  return {
    host,
    reused: false,
    stop: async () => {
      stopping = true;
      killGroup(child, 'SIGTERM');
      // A second SIGTERM is the emulator's own "stop right now".
      if (!(await waitForExit(child, 5_000))) {
        killGroup(child, 'SIGTERM');
        if (!(await waitForExit(child, 3_000))) {
          killGroup(child, 'SIGKILL');
          await waitForExit(child, 2_000);
        }
      }
      process.off('exit', killOnExit);
    },
  };
}
