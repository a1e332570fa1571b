import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { track } from './cleanup';
import { freePort } from './shop';

/**
 * A throwaway PostgreSQL cluster, started the way .ci/postgres.sh does it
 * (initdb as the postgres user, which initdb requires when we are root, trust
 * auth, fsync off) in a temp folder on a free port, and removed afterwards.
 */
export interface Postgres {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is cut and the server is back on the same port (a fault drill). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const run = promisify(execFile);

/** Whether this machine can start a throwaway cluster (startPostgres). */
export const postgresInstalled = (): boolean => findBinaries() !== null;

function findBinaries(): string | null {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  const dirs = ['/usr/local/bin', ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)];
  return dirs.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

export async function startPostgres(): Promise<Postgres> {
  const bin = findBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb/pg_ctl): `apt-get install postgresql`, or pass --database-url postgres://…');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-pg-'));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  // As root, the same commands through `su postgres`; otherwise as ourselves. The paths come from mkdtemp: no quoting needed.
  const command = (line: string): [string, string[]] => (asRoot ? ['su', ['postgres', '-s', '/bin/sh', '-c', `cd / && ${line}`]] : ['/bin/sh', ['-c', line]]);
  const exec = async (line: string) => {
    const [file, args] = command(line);
    await run(file, args);
  };
  const port = await freePort();
  const data = join(dir, 'data');
  const pgCtl = (action: string) => `${bin}/pg_ctl -D ${data} ${action}`;

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await exec(pgCtl('-m fast stop')).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    // Only now: a process ending mid-stop still kills and removes the cluster on 'exit'.
    release();
  };
  const release = track({
    stop,
    kill: () => {
      const [file, args] = command(pgCtl('-m immediate stop'));
      spawnSync(file, args, { stdio: 'ignore' });
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // Whatever is left is in the temp folder; the other resources must still be stopped.
      }
    },
  });
  try {
    await exec(`${bin}/initdb -D ${data} -U postgres --auth=trust >/dev/null`);
    await exec(`${pgCtl(`-o '-p ${port} -k ${dir} -c fsync=off' -l ${dir}/log -w start`)} >/dev/null`);
  } catch (error) {
    await stop();
    throw error;
  }
  // pg_ctl restart starts the server again with the options it was started with (postmaster.opts).
  const restart = () => exec(`${pgCtl(`-m fast -l ${dir}/log -w restart`)} >/dev/null`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, restart, stop };
}
