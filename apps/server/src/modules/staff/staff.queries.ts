import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { fieldError, type Gender, type ListStaffInput, type Page, type SiteType, type StaffRow, type StaffStatus } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../account/index.ts';
import { sites } from '../site/index.ts';
import { staff } from './staff.table.ts';
import { positions } from '../position/index.ts';

export type StaffRecord = typeof staff.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The company's staff member; another company's answers exactly like a missing one. `lock` holds the row to the transaction's end. */
export async function findStaff(db: Db, companyId: number, id: number, field = 'id', lock = false): Promise<StaffRecord> {
  const query = db.select().from(staff).where(and(eq(staff.id, id), eq(staff.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fieldError(field, 'notFound');
  return row;
}

/** The company's site, held (FOR SHARE) so it cannot be deleted before the staff member is saved onto it. */
export async function findOwnSite(db: Db, companyId: number, siteId: number) {
  const [row] = await db.select().from(sites).where(and(eq(sites.id, siteId), eq(sites.companyId, companyId))).for('share');
  if (!row) throw fieldError('siteId', 'notFound');
  return row;
}

export async function findOwnPosition(db: Db, companyId: number, positionId: number) {
  const [row] = await db.select().from(positions).where(and(eq(positions.id, positionId), eq(positions.companyId, companyId))).for('share');
  if (!row) throw fieldError('positionId', 'notFound');
  return row;
}

export async function listStaffPage(db: Db, companyId: number, input: ListStaffInput): Promise<Page<StaffRow>> {
  const like = input.keyword ? likePattern(input.keyword) : undefined;
  const where = and(
    eq(staff.companyId, companyId),
    like ? or(ilike(staff.code, like), ilike(staff.name, like), ilike(staff.phone, like)) : undefined,
    input.status ? eq(staff.status, input.status) : undefined,
    input.siteId ? eq(staff.siteId, input.siteId) : undefined,
    input.positionId ? eq(staff.positionId, input.positionId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        person: staff, siteCode: sites.code, siteNameCn: sites.nameCn, siteNameEn: sites.nameEn, siteType: sites.siteType,
        positionName: positions.name, positionRoleKey: positions.roleKey, userId: users.id, userNo: users.userNo, account: accounts.account,
      })
      .from(staff)
      .leftJoin(sites, eq(sites.id, staff.siteId))
      .leftJoin(positions, eq(positions.id, staff.positionId))
      .leftJoin(users, eq(users.staffId, staff.id))
      .leftJoin(accounts, eq(accounts.id, users.accountId))
      .where(where)
      .orderBy(asc(staff.code))
      .limit(input.pageSize)
      .offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(staff).where(where),
  ]);
  return { list: rows.map(toStaffRow), total };
}

type JoinedRow = {
  person: StaffRecord; siteCode: string | null; siteNameCn: string | null; siteNameEn: string | null; siteType: SiteType | null;
  positionName: string | null; positionRoleKey: string | null; userId: number | null; userNo: string | null; account: string | null;
};

function toStaffRow({ person, userId, userNo, account, ...joined }: JoinedRow): StaffRow {
  return {
    id: person.id, code: person.code, name: person.name, gender: person.gender as Gender, status: person.status as StaffStatus,
    siteId: person.siteId, department: person.department, phone: person.phone, positionId: person.positionId, hireDate: person.hireDate,
    ...joined,
    login: userId && userNo && account ? { userId, userNo, account } : null,
  };
}
