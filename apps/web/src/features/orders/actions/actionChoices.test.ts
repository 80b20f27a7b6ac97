// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../app/envelope.ts';
import { i18n } from '../../../app/i18n.ts';
import { commonActions } from './actionChoices.ts';
import { describeRefusal } from './actionRefusal.ts';

describe('the actions a selection offers', () => {
  it('are those every selected order allows, editing aside', () => {
    expect(commonActions([])).toEqual([]);
    expect(commonActions(['toBeAudited'])).toEqual(['auditPass', 'auditFail', 'delete', 'cancel']);
    expect(commonActions(['toBeAudited', 'toBeCorrected'])).toEqual(['delete', 'cancel']);
    expect(commonActions(['toShip', 'toGetLabel'])).toEqual(['revokeApproval', 'cancel']);
    expect(commonActions(['signed', 'cancelled'])).toEqual([]);
  });
});

describe('a refused all-or-nothing action', () => {
  const t = i18n.t.bind(i18n);
  const orders = [{ id: 7, orderNo: 'PF26112000000007', status: 'toShip', kind: 'receive' }] as const;
  beforeAll(() => i18n.changeLanguage('en-US'));

  it('names the order whose status forbids it', () => {
    const failure = new CommandFailure(400, { field: 'ids', reason: 'invalidValue', id: 7, orderNo: 'PF26112000000007', status: 'toShip' }, '');
    expect(describeRefusal(failure, orders, 'Delete', t)).toBe(
      'Order PF26112000000007 is “To ship”, which does not allow “Delete”. None of the selected orders was changed.',
    );
  });

  it('names a vanished order by the number the selection knew', () => {
    expect(describeRefusal(new CommandFailure(20157, { id: 7 }, ''), orders, 'Ship', t)).toContain('Order PF26112000000007 no longer exists');
  });

  it('leaves other failures to the global hint', () => {
    expect(describeRefusal(new CommandFailure(40001, {}, ''), orders, 'Pass audit', t)).toBeUndefined();
  });
});
