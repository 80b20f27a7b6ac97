import { and, asc, eq, gt, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, normalisePostcode, remoteAreaFilter, type ListRemoteAreasInput, type Page, type RemoteAreaFilter, type RemoteAreaView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { containing } from '../country/index.ts';
import { remoteAreas } from './remoteArea.table.ts';

const EXPORT_BATCH = 5000;
export type RemoteAreaRow = typeof remoteAreas.$inferSelect;

/** The caller's company's row; another company's answers exactly like a missing one. */
export async function findRemoteArea(db: Db, companyId: number, id: number): Promise<RemoteAreaRow> {
  const [row] = await db.select().from(remoteAreas).where(and(eq(remoteAreas.id, id), eq(remoteAreas.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** LIKE's own characters in a user's text are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The company's rows the list's (or an export's) filters select; channel 0 is the rows of every channel. */
export function remoteAreasWhere(companyId: number, filter: RemoteAreaFilter): SQL | undefined {
  const channel = filter.channelId === undefined ? undefined : filter.channelId === 0 ? isNull(remoteAreas.channelId) : eq(remoteAreas.channelId, filter.channelId);
  const place = filter.place
    ? or(like(remoteAreas.postcode, `${escapeLike(normalisePostcode(filter.place))}%`), ilike(remoteAreas.city, containing(filter.place)))
    : undefined;
  return and(
    eq(remoteAreas.companyId, companyId), channel,
    filter.country ? eq(remoteAreas.country, filter.country) : undefined,
    filter.remoteClass ? eq(remoteAreas.remoteClass, filter.remoteClass) : undefined,
    place,
  );
}

const viewColumns = {
  id: remoteAreas.id, channelId: remoteAreas.channelId, channelCode: channels.code, country: remoteAreas.country, postcode: remoteAreas.postcode,
  city: remoteAreas.city, remoteClass: remoteAreas.remoteClass, remarks: remoteAreas.remarks, updatedAt: remoteAreas.updatedAt,
};

/** One page by country, channel (every channel's rows first) and place, and how many rows the filters select. */
export async function listRemoteAreaPage(db: Db, companyId: number, input: ListRemoteAreasInput): Promise<Page<RemoteAreaView>> {
  const where = remoteAreasWhere(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select(viewColumns).from(remoteAreas).leftJoin(channels, eq(channels.id, remoteAreas.channelId)).where(where)
      .orderBy(asc(remoteAreas.country), sql`${channels.code} nulls first`, asc(remoteAreas.placeKey))
      .limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(remoteAreas).where(where),
  ]);
  return { list: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })), total };
}

/** The export's rows, in keyset batches by id, with the channel's code as the template writes it. */
export function remoteAreaExportRows(db: Db, companyId: number, filter: unknown) {
  const where = remoteAreasWhere(companyId, remoteAreaFilter.parse(filter));
  return {
    count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(remoteAreas).where(where))[0].total,
    batches: async function* () {
      for (let after = 0; ;) {
        const batch = await db.select({ ...viewColumns, channelCode: sql<string>`coalesce(${channels.code}, '')` })
          .from(remoteAreas).leftJoin(channels, eq(channels.id, remoteAreas.channelId))
          .where(and(where, gt(remoteAreas.id, after))).orderBy(asc(remoteAreas.id)).limit(EXPORT_BATCH);
        if (!batch.length) return;
        after = batch[batch.length - 1].id;
        yield batch;
      }
    },
  };
}

/** What the audit log keeps of a remote area. */
export const remoteAreaSnapshot = (row: Pick<RemoteAreaRow, 'channelId' | 'country' | 'postcode' | 'city' | 'remoteClass' | 'remarks'>) => ({
  label: `${row.country} ${row.postcode || row.city}`,
  fields: { channelId: row.channelId, country: row.country, postcode: row.postcode, city: row.city, remoteClass: row.remoteClass, remarks: row.remarks },
});
