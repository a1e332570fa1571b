/**
 * `tsx scripts/with-auth-emulator.ts [--port 9099] [--project demo-vitrine] -- <command> [args…]`
 *
 * Runs a command (the shop's server) beside the Firebase Auth emulator, with
 * FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_PROJECT_ID set for it, and stops the
 * emulator when the command ends. With an emulator host already set, or a
 * production Firebase project (FIREBASE_API_KEY without an emulator), the
 * command runs as it is.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { parseArgs } from 'node:util';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator';

const USAGE = 'usage: tsx scripts/with-auth-emulator.ts [--port 9099] [--project demo-vitrine] -- <command> [args…]';

interface Invocation {
  port: number;
  projectId: string;
  command: string;
  args: string[];
}

function parseInvocation(argv: string[]): Invocation {
  const split = argv.indexOf('--');
  if (split === -1 || split === argv.length - 1) throw new Error(USAGE);
  const { values } = parseArgs({
    args: argv.slice(0, split),
    options: { port: { type: 'string', default: '9099' }, project: { type: 'string', default: 'demo-vitrine' } },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`--port must be a port number, not "${values.port}".\n${USAGE}`);
  const [command, ...args] = argv.slice(split + 1);
  if (!command) throw new Error(USAGE);
  return { port, projectId: values.project, command, args };
}

function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    const forward = (signal: NodeJS.Signals) => () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    const finish = (code: number) => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      done(code);
    };
    child.once('error', (err) => {
      console.error(`Could not run ${command}: ${err.message}`);
      finish(127);
    });
    // A child ended by a signal exits the way a shell reports it: 128 + the signal's number.
    child.once('exit', (code, signal) => finish(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
}

async function main(): Promise<number> {
  const { port, projectId, command, args } = parseInvocation(process.argv.slice(2));

  const productionFirebase = Boolean(process.env.FIREBASE_API_KEY) && !process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST || productionFirebase) return runCommand(command, args, process.env);

  // Ctrl-C during start-up: exiting (not dying of the signal) runs the hook that stops the emulator.
  const interrupted = () => process.exit(130);
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  let emulator: AuthEmulator;
  try {
    emulator = await startAuthEmulator({ port, projectId });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
  if (emulator.reused) console.log(`Using the Firebase Auth emulator already running at http://${emulator.host}`);
  const code = await runCommand(command, args, {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: projectId,
  });
  await emulator.stop();
  return code;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
