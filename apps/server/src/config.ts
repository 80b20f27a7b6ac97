import { join, resolve } from 'node:path';

/** Settings read from the environment once at start (README lists them). */
export type Config = { port: number; host: string; dataDir: string; filesDir: string; databaseUrl?: string; webDir?: string };

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // npm runs workspace scripts inside apps/server; paths are meant from where the user typed the command.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    /** Uploads, exports and error reports (the local-disk FileStorage). */
    filesDir: join(dataDir, 'files'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDir: env.WEB_DIR,
  };
}
