/**
 * The server tests sign in through a real Firebase Auth emulator. Started once
 * per run, before the test workers: they are spawned afterwards and inherit
 * the two variables set here. An emulator named by FIREBASE_AUTH_EMULATOR_HOST
 * is used as it is.
 */
import { startAuthEmulator } from '../../scripts/auth-emulator';

const TEST_PORT = Number(process.env.TEST_AUTH_PORT ?? 9199);
const TEST_PROJECT = 'demo-vitrine-test';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    process.env.FIREBASE_PROJECT_ID ||= TEST_PROJECT;
    return async () => {};
  }
  const emulator = await startAuthEmulator({ port: TEST_PORT, projectId: TEST_PROJECT, quiet: true });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = TEST_PROJECT;
  return () => emulator.stop();
}
