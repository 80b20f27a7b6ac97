import { nextStatus, RESULT_CODES, type AutoAuditCause, type OrderStatus } from '@parcelflow/contract';
import type { ChannelNumbers } from '../segment/index.ts';
import type { OrderHead } from './order-batch-insert.ts';

/** How one new order's automatic audit ends: passed with its waybill number, or failed with the cause (20189). */
export type AuditVerdict =
  | { head: OrderHead; passed: true; to: OrderStatus; waybillNo: string }
  | { head: OrderHead; passed: false; cause: AutoAuditCause; value?: string; waybillNo?: string };

/**
 * Each order's audit as audit pass decides it, without the database: the waybill number its row gives is kept,
 * else the next number drawn for its channel; none left fails it with the channel's reason (20164, 20166), and a
 * drawn number some order already holds, or that another channel's segment gave in this file, with 10003. A label
 * channel's order waits in "to get label", any other goes to ship.
 */
export function planAudits(heads: readonly OrderHead[], drawn: ReadonlyMap<number, ChannelNumbers>, taken: ReadonlySet<string>, labelChannels: ReadonlySet<number>): AuditVerdict[] {
  const used = new Map<number, number>();
  const given = new Set<string>();
  return heads.map((head): AuditVerdict => {
    const pass = (waybillNo: string): AuditVerdict => ({ head, passed: true, to: nextStatus('auditPass', 'toBeAudited', labelChannels.has(head.channelId))!, waybillNo });
    if (head.waybillNo) return pass(head.waybillNo);
    const channel = drawn.get(head.channelId) ?? { numbers: [], shortBy: RESULT_CODES.noNumberSegment };
    const at = used.get(head.channelId) ?? 0;
    used.set(head.channelId, at + 1);
    const number = channel.numbers.at(at);
    if (number === undefined) return { head, passed: false, cause: channel.shortBy ?? RESULT_CODES.numberSegmentUsedUp };
    if (taken.has(number) || given.has(number)) return { head, passed: false, cause: RESULT_CODES.duplicateWaybill, value: number };
    given.add(number);
    return pass(number);
  });
}
