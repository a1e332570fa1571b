// `npm run dev`: our API server (reloading on change) beside Vite's dev server,
// which proxies /api and /media to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const children = [
  // The server beside the Firebase Auth emulator, which lives as long as the watcher.
  spawn('npx', ['tsx', 'scripts/with-auth-emulator.ts', '--', 'npx', 'tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, VITRINE_API_ORIGIN: `http://localhost:${apiPort}` } }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
