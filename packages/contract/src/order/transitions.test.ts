import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './status.ts';
import { allowedActions, canApply, nextStatus } from './transitions.ts';

describe('the order state machine', () => {
  it('passes an audit to label or to ship, and fails it to be corrected', () => {
    expect(nextStatus('auditPass', 'toBeAudited')).toBe('toShip');
    expect(nextStatus('auditPass', 'toBeAudited', true)).toBe('toGetLabel');
    expect(nextStatus('auditFail', 'toBeAudited')).toBe('toBeCorrected');
  });

  it('deletes only orders to be audited or to be corrected', () => {
    expect(ORDER_STATUSES.filter((s) => canApply('delete', s))).toEqual(['toBeAudited', 'toBeCorrected']);
  });

  it('restores a cancelled order to audit, and revokes an approval back to audit', () => {
    expect(nextStatus('restore', 'cancelled')).toBe('toBeAudited');
    expect(nextStatus('revokeApproval', 'toShip')).toBe('toBeAudited');
    expect(nextStatus('revokeApproval', 'inTransit')).toBeNull();
  });

  it('walks a shipped order to completed one step at a time', () => {
    const path = ['ship', 'handOver', 'dispatch', 'checkOut', 'sign', 'complete'] as const;
    let status: (typeof ORDER_STATUSES)[number] = 'toShip';
    for (const action of path) status = nextStatus(action, status)!;
    expect(status).toBe('completed');
  });

  it('leaves nothing to do on a completed order and only restore on a cancelled one', () => {
    expect(allowedActions('completed')).toEqual([]);
    expect(allowedActions('cancelled')).toEqual(['restore']);
  });

  it('gives every status but completed at least one way on', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'completed')) expect(allowedActions(status).length, status).toBeGreaterThan(0);
  });
});
