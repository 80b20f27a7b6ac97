import { openDatabase, type Database } from './db/client.ts';
import { grantNewDefaultRights } from './modules/positionAdmin/index.ts';
import { seedCountries } from './modules/country/index.ts';
import { seedAirports } from './modules/airport/index.ts';

/** The server's database: db/ opens and migrates it, then the modules' start-up steps run. */
export function openServerDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  return openDatabase({ ...options, afterMigrate: [grantNewDefaultRights, seedCountries, seedAirports] });
}
