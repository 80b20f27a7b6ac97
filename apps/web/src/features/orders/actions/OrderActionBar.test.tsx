// @vitest-environment jsdom
import '../../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus } from '@parcelflow/contract';
import type * as Envelope from '../../../app/envelope.ts';
import { CommandFailure } from '../../../app/envelope.ts';
import { i18n } from '../../../app/i18n.ts';
import { saveSession } from '../../../app/session.ts';
import { renderWithProviders } from '../../../app/testing/renderWithProviders.tsx';
import type { ActionOrder } from './actionRefusal.ts';
import { OrderActionBar } from './OrderActionBar.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const grant = (functionKey: string) => ({ functionKey, visible: true, usable: true });
const menu = (keys: string[]) => ({ authorityMenus: [], authorityFunctions: keys.map(grant) });
const order = (id: number, status: OrderStatus): ActionOrder => ({ id, status, orderNo: `PF2611200000000${id}`, kind: 'receive' });

function answer(functions: string[], applied: () => unknown = () => ({ count: 2 })) {
  callCommand.mockImplementation(async (_service: string, command: string) => (command === 'getAuthorityMenu' ? menu(functions) : applied()));
}

describe('the order action bar', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('offers what every selected order allows and the user holds', async () => {
    answer(['order.view', 'order.audit', 'order.cancel']);
    renderWithProviders(<OrderActionBar orders={[order(1, 'toBeAudited'), order(2, 'toBeCorrected')]} />);
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeTruthy();
    // Audit needs every order to be audited; delete is allowed but not held.
    expect(screen.queryByRole('button', { name: 'Pass audit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('asks for a reason before cancelling and sends it with every id', async () => {
    answer(['order.cancel']);
    const done = vi.fn();
    renderWithProviders(<OrderActionBar orders={[order(1, 'toShip'), order(2, 'toHandOver')]} onDone={done} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Withdrawn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(callCommand).toHaveBeenCalledWith('main', 'applyOrderAction', { ids: [1, 2], action: 'cancel', reason: 'Withdrawn' });
  });

  it('names the order that stopped an all-or-nothing action', async () => {
    answer(['order.delete'], () => {
      throw new CommandFailure(400, { field: 'ids', reason: 'invalidValue', id: 2, orderNo: 'PF26112000000002', status: 'cancelled' }, '');
    });
    renderWithProviders(<OrderActionBar orders={[order(1, 'toBeAudited'), order(2, 'toBeAudited')]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/Order PF26112000000002 is “Cancelled”, which does not allow “Delete”/)).toBeTruthy();
  });

  it('draws passing the audit as the primary action on the examine page, failing it in red beside', async () => {
    answer(['order.audit']);
    renderWithProviders(<OrderActionBar orders={[order(1, 'toBeAudited')]} only={['auditPass', 'auditFail']} primary="auditPass" />);
    const pass = await screen.findByRole('button', { name: 'Pass audit' });
    expect(pass.className).toContain('ant-btn-primary');
    const fail = screen.getByRole('button', { name: 'Fail audit' });
    expect(fail.className).not.toContain('ant-btn-primary');
    expect(fail.className).toContain('ant-btn-dangerous');
  });

  it('passes several audits in one bulk audit', async () => {
    answer(['order.audit']);
    renderWithProviders(<OrderActionBar orders={[order(1, 'toBeAudited'), order(2, 'toBeAudited')]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pass audit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callCommand).toHaveBeenCalledWith('main', 'bulkAudit', { ids: [1, 2] }));
  });
});
