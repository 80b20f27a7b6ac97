import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { AuditLogRow, ListAuditLogInput, Page } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/auditLog/commands';
import type { Db } from '../../db/client.ts';
import { implement } from '../../envelope/command.ts';
import { users } from '../account/index.ts';
import { auditLog } from './auditLog.table.ts';

const DAY = 86_400_000;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The company's log rows of the query's days (UTC), newest first, each with its user's name as it reads now. */
async function listAuditLog(db: Db, companyId: number, input: ListAuditLogInput): Promise<Page<AuditLogRow>> {
  const where = and(
    eq(auditLog.companyId, companyId),
    gte(auditLog.createdAt, new Date(`${input.dateFrom}T00:00:00Z`)),
    lt(auditLog.createdAt, new Date(Date.parse(`${input.dateTo}T00:00:00Z`) + DAY)),
    input.entity ? eq(auditLog.entity, input.entity) : undefined,
    input.userNo ? or(ilike(auditLog.userNo, likePattern(input.userNo)), ilike(users.displayName, likePattern(input.userNo))) : undefined,
    input.keyword ? or(ilike(auditLog.entityLabel, likePattern(input.keyword)), eq(auditLog.entityId, input.keyword)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select({ row: auditLog, userName: users.displayName }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).where(where),
  ]);
  return {
    total,
    list: rows.map(({ row, userName }) => ({
      id: row.id, createdAt: row.createdAt.toISOString(), userNo: row.userNo, userName: userName ?? '', entity: row.entity, entityId: row.entityId,
      entityLabel: row.entityLabel, action: row.action, changes: row.changes, ip: row.ip,
    })),
  };
}

export const auditLogCommands = [
  implement(contract.listAuditLog, (ctx, input) => listAuditLog(ctx.db, ctx.caller.companyId, input)),
];
