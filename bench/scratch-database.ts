import pg from 'pg';

/** A throwaway database on the given server, dropped afterwards. */
export async function withScratchDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `vitrine_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  // On Ctrl-C the server may stop before this connection ends: its goodbye must not crash the cleanup.
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
