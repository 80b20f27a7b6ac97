import pg from 'pg';

export type ScratchDatabase = { url: string; name: string; drop: () => Promise<void> };

/** A new database on the server of serverUrl, named after this process; drop() removes it, connections and all. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `parcelflow_bench_${process.pid}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
