import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * pg_dump and psql from the machine's PostgreSQL client. Debian puts the
 * versioned binaries under /usr/lib/postgresql/<major>/bin and only wrappers
 * on PATH; the newest major is used, since pg_dump refuses a newer server.
 */
export function postgresTool(name: 'pg_dump' | 'psql'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const candidate = join(root, major, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return name;
}

/**
 * The URL as libpq's variables: in argv, `ps` would show the password to every
 * user of the machine.
 */
export function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres',
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a tool to the end; rejects with its own error output, never with the URL's password. */
export function runTool(command: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...libpqEnvironment(databaseUrl) } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error) => fail(new Error(`${command} could not start (${error.message}): install the PostgreSQL client (apt-get install postgresql-client)`)));
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${command} failed (exit ${code ?? 'signal'}): ${stderr.trim()}`))));
  });
}
