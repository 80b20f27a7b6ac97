import { and, asc, count, eq, ne } from 'drizzle-orm';
import { fieldError, type PositionSummary, type RoleKey } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { positions } from '../position/index.ts';
import { staff } from '../staff/index.ts';

type Position = typeof positions.$inferSelect;

/** The caller's company's position; another company's answers exactly like a missing one. */
export async function findPosition(db: Db, companyId: number, id: number, field: string): Promise<Position> {
  const [row] = await db.select().from(positions).where(and(eq(positions.id, id), eq(positions.companyId, companyId)));
  if (!row) throw fieldError(field, 'notFound');
  return row;
}

export async function listPositions(db: Db, companyId: number): Promise<PositionSummary[]> {
  const rows = await db
    .select({ id: positions.id, name: positions.name, roleKey: positions.roleKey, kind: positions.kind, userCount: count(users.id) })
    .from(positions)
    .leftJoin(users, eq(users.positionId, positions.id))
    .where(eq(positions.companyId, companyId))
    .groupBy(positions.id)
    .orderBy(asc(positions.id));
  return rows.map((row) => ({ ...row, roleKey: row.roleKey as RoleKey | null }));
}

/** A name is unique in the company (the unique index would otherwise fail the insert). */
export async function assertNameFree(db: Db, companyId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.companyId, companyId), eq(positions.name, name), exceptId ? ne(positions.id, exceptId) : undefined));
  if (taken) throw fieldError('name', 'invalidValue');
}

/** Logins and staff records hold a position; it cannot go while any does. */
export async function isPositionHeld(db: Db, positionId: number): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.positionId, positionId)).limit(1);
  if (user) return true;
  const [person] = await db.select({ id: staff.id }).from(staff).where(eq(staff.positionId, positionId)).limit(1);
  return Boolean(person);
}
