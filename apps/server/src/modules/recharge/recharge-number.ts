import type { Db } from '../../db/client.ts';
import { datedNumber, nextSerialId } from '../../db/dated-number.ts';

/** The id a new recharge will have, taken before its insert so its number can carry it. */
export const nextRechargeId = (db: Db): Promise<number> => nextSerialId(db, 'recharges');

/**
 * A recharge's number: "RC", the UTC day it was recorded and its id on at least 6 digits (RC20261127000042), so a
 * provider's callback naming it finds one recharge.
 */
export const rechargeNumber = (id: number, recordedAt: Date): string => datedNumber('RC', id, recordedAt);
