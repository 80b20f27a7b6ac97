import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../site/index.ts';
import { positions } from '../position/index.ts';
import type { StaffRecord } from './staff.queries.ts';

type StaffFields = Omit<StaffRecord, 'id' | 'companyId'>;

/** How the log names a staff member: code and name. */
export const staffLabel = (person: { code: string; name: string }) => `${person.code} ${person.name}`;

/** A staff member as the audit log compares it: site and position by name rather than by id. */
export async function staffSnapshot(db: Db, companyId: number, person: StaffFields): Promise<Record<string, unknown>> {
  const [site] = person.siteId
    ? await db.select({ code: sites.code, nameCn: sites.nameCn }).from(sites).where(and(eq(sites.id, person.siteId), eq(sites.companyId, companyId)))
    : [];
  const [position] = person.positionId
    ? await db.select({ name: positions.name }).from(positions).where(and(eq(positions.id, person.positionId), eq(positions.companyId, companyId)))
    : [];
  return {
    code: person.code, name: person.name, gender: person.gender, status: person.status, site: site ? `${site.code} ${site.nameCn}` : null,
    department: person.department, phone: person.phone, position: position?.name ?? null, hireDate: person.hireDate,
  };
}
