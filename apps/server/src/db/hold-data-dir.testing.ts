import { openDatabase } from './client.ts';

/**
 * A process that opens the PGlite data folder named by its argument, says "open", and closes it when its input
 * ends: what data-dir-lock.test.ts starts twice. A refusal ends it with the error on stderr, as the server would.
 */
const database = await openDatabase({ dataDir: process.argv[2] });
process.stdout.write(`open ${process.pid}\n`);
process.stdin.once('end', () => {
  void database.close().then(() => process.exit(0));
});
process.stdin.resume();
