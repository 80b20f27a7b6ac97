import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { FUNCTION_KEYS, functionsForAudience, type FunctionKey } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { accounts, users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { positionRights } from '../position/index.ts';
import { generateToken, hashToken } from '../security/index.ts';
import { sessions } from './session.table.ts';

export const SESSION_TTL_MS = 12 * 60 * 60_000;

export async function createSession(db: Db, user: { id: number; companyId: number }, client: { ip: string; userAgent: string }): Promise<string> {
  const token = generateToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    companyId: user.companyId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 200),
  });
  return token;
}

/** The caller behind a token hash, or null when the session is unknown, revoked, expired or its user may no longer log in. */
export async function loadCaller(db: Db, tokenHash: string): Promise<Caller | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      userNo: users.userNo,
      accountId: users.accountId,
      companyId: companies.id,
      companyNo: companies.companyNo,
      companyKind: companies.kind,
      userSourceType: users.userSourceType,
      isAdmin: users.isAdmin,
      positionId: users.positionId,
      customerId: users.customerId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'enabled'),
        eq(accounts.status, 'enabled'),
        eq(companies.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  // A function on a menu of the other kind of company (site management for a cargo owner) is never held, even by an administrator.
  const audience = new Set(functionsForAudience(row.companyKind === 'carrier'));
  const granted = row.isAdmin ? audience : await loadUsableFunctions(db, row.positionId);
  const functions = new Set([...granted].filter((key) => audience.has(key)));
  return { ...row, tokenHash, functions };
}

async function loadUsableFunctions(db: Db, positionId: number | null): Promise<Set<FunctionKey>> {
  if (positionId === null) return new Set();
  const rows = await db
    .select({ key: positionRights.rightKey })
    .from(positionRights)
    .where(and(eq(positionRights.positionId, positionId), eq(positionRights.rightKind, 'function'), eq(positionRights.usable, true)));
  const known = new Set<string>(FUNCTION_KEYS);
  return new Set(rows.map((r) => r.key).filter((key): key is FunctionKey => known.has(key)));
}

export async function revokeSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every open session of every identity of an account (password change, account disabled). */
export async function revokeAccountSessions(db: Db, accountId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(isNull(sessions.revokedAt), sql`${sessions.userId} in (select id from ${users} where ${users.accountId} = ${accountId})`));
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
