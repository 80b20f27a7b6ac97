import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** Argon2id with the library's defaults (19 MiB, 2 passes): about 20 ms here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so both answers take the same time. */
const dummyHash = hashPassword('parcelflow-timing-guard-1');
export async function burnVerification(password: string): Promise<void> {
  await verifyPassword(await dummyHash, password);
}
