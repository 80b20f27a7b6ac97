import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DATA_SETS, type DataSet, type DataSetView, type DataUpdateView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { auditLog } from '../auditLog/index.ts';
import { baseDataEntries } from '../baseData/index.ts';
import { blacklistEntries } from '../blacklist/index.ts';
import { cityAbbreviations } from '../cityAbbreviation/index.ts';
import { DATA_SWITCHES_ENTITY, dataSwitchesOf } from '../dataSwitch/index.ts';
import { destinations } from '../destination/index.ts';
import { englishNameRules } from '../englishNameRule/index.ts';
import { postcodes } from '../postcode/index.ts';
import { remoteAreas } from '../remoteArea/index.ts';
import { skus } from '../sku/index.ts';
import { subjects } from '../subject/index.ts';

/**
 * Each data set's table, and the audit log's entities its changes are logged under: a row's own entity, and the
 * table's name for an Excel import (modules/tableImport logs an import once under it).
 */
const SOURCES: Record<DataSet, { table: PgTable; companyId: PgColumn; entities: readonly string[] }> = {
  postcode: { table: postcodes, companyId: postcodes.companyId, entities: ['postcode'] },
  destination: { table: destinations, companyId: destinations.companyId, entities: ['destination'] },
  cityAbbreviation: { table: cityAbbreviations, companyId: cityAbbreviations.companyId, entities: ['cityAbbreviation'] },
  remoteArea: { table: remoteAreas, companyId: remoteAreas.companyId, entities: ['remoteArea'] },
  blacklist: { table: blacklistEntries, companyId: blacklistEntries.companyId, entities: ['blacklist', 'blacklistEntry'] },
  subject: { table: subjects, companyId: subjects.companyId, entities: ['subject'] },
  skuLibrary: { table: skus, companyId: skus.companyId, entities: ['sku'] },
  englishNameRule: { table: englishNameRules, companyId: englishNameRules.companyId, entities: ['englishNameRule'] },
  baseData: { table: baseDataEntries, companyId: baseDataEntries.companyId, entities: ['baseData'] },
};

/** The latest audit-log row of these entities in the company: when, and the user's name (their number if renamed away). */
async function lastChangeOf(db: Db, companyId: number, entities: readonly string[]) {
  const [row] = await db.select({ at: auditLog.createdAt, userNo: auditLog.userNo, name: users.displayName }).from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.companyId, companyId), inArray(auditLog.entity, [...entities])))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(1);
  return { changedAt: row ? row.at.toISOString() : null, changedBy: row ? (row.name ?? row.userNo) : null };
}

async function dataSetOf(db: Db, companyId: number, key: DataSet): Promise<DataSetView> {
  const { table, companyId: owner, entities } = SOURCES[key];
  const [[{ rows }], change] = await Promise.all([
    db.select({ rows: sql<number>`count(*)::int` }).from(table).where(eq(owner, companyId)),
    lastChangeOf(db, companyId, entities),
  ]);
  return { key, rows, ...change };
}

/** The data-update screen: every data set's size and last change, and the switches with theirs. */
export async function dataUpdateOf(db: Db, companyId: number): Promise<DataUpdateView> {
  const [dataSets, switches, switchesChange] = await Promise.all([
    Promise.all(DATA_SETS.map((key) => dataSetOf(db, companyId, key))),
    dataSwitchesOf(db, companyId),
    lastChangeOf(db, companyId, [DATA_SWITCHES_ENTITY]),
  ]);
  return { dataSets, switches, switchesChange };
}
