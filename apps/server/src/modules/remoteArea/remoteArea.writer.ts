import { and, eq, inArray, sql } from 'drizzle-orm';
import { CommandError, remoteAreaTable, RESULT_CODES, type RemoteAreaImportRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { remoteAreaExportRows } from './remoteArea.queries.ts';
import { remoteAreas } from './remoteArea.table.ts';
import { storedPlace } from './remoteArea-keys.ts';

/** Rows per statement, reading keys and writing rows alike. */
const BATCH = 5_000;

/** The company's channels by code, for the codes given. */
async function channelIdsByCode(db: Db, companyId: number, codes: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: channels.id, code: channels.code }).from(channels).where(and(eq(channels.companyId, companyId), inArray(channels.code, wanted)));
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.id]));
}

/** Of the file's keys (channel code, country, place), those the company holds: the company's rows of the file's countries. */
async function existingKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const countries = [...new Set(keys.map((key) => key.split('\t')[1] ?? ''))];
  const wanted = new Set(keys);
  const rows = await db.select({ channelCode: channels.code, country: remoteAreas.country, placeKey: remoteAreas.placeKey }).from(remoteAreas)
    .leftJoin(channels, eq(channels.id, remoteAreas.channelId))
    .where(and(eq(remoteAreas.companyId, companyId), inArray(remoteAreas.country, countries)));
  const held = rows.map((row) => [row.channelCode?.toUpperCase() ?? '', row.country, row.placeKey].join('\t'));
  return new Set(held.filter((key) => wanted.has(key)));
}

/**
 * Inserts the import's checked rows a batch per statement, in the import's one transaction. A channel code the
 * company has no channel of refuses the whole file (20188), naming the code: nothing is written.
 */
async function write(tx: Db, owner: TableOwner, rows: readonly RemoteAreaImportRow[]): Promise<void> {
  const channelIds = await channelIdsByCode(tx, owner.companyId, rows.map((row) => row.channelCode));
  const unknown = rows.find((row) => row.channelCode && !channelIds.has(row.channelCode));
  if (unknown) throw new CommandError(RESULT_CODES.importFileRefused, { field: 'channelCode', reason: 'notFound', value: unknown.channelCode });
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH).map((row) => {
      const place = storedPlace(row);
      return {
        channel_id: row.channelCode ? channelIds.get(row.channelCode) : null, country: row.country, place_kind: place.placeKind, postcode: place.postcode, rule_from: place.ruleFrom, rule_to: place.ruleTo,
        city: place.city, city_key: place.cityKey, place_key: place.placeKey, remote_class: row.remoteClass, remarks: row.remarks,
      };
    });
    await tx.execute(sql`
      insert into ${remoteAreas} (company_id, channel_id, country, place_kind, postcode, rule_from, rule_to, city, city_key, place_key, remote_class, remarks, updated_by)
      select ${owner.companyId}, r.channel_id, r.country, r.place_kind, r.postcode, r.rule_from, r.rule_to, r.city, r.city_key, r.place_key, r.remote_class, r.remarks, ${owner.userId}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(channel_id int, country varchar, place_kind varchar, postcode varchar, rule_from varchar, rule_to varchar, city varchar, city_key varchar, place_key varchar, remote_class varchar, remarks varchar)`);
  }
}

/** Remote areas plugged into the reference tables' import and export (modules/tableImport). */
export const remoteAreaWriter: TableWriter<RemoteAreaImportRow> = { declaration: remoteAreaTable, existingKeys, write, exportRows: remoteAreaExportRows };

