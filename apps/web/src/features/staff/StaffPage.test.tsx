// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRow } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { StaffPage } from './StaffPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const person = (over: Partial<StaffRow>): StaffRow => ({
  id: 2, code: 'E002', name: 'Wang Li', gender: 'female', status: 'inPost', siteId: 1, siteCode: '1001', siteNameCn: '深圳总部', siteNameEn: 'Shenzhen Head Office',
  siteType: 'headOffice', department: 'Operations', phone: '13800000002', positionId: 5, positionName: 'operator', positionRoleKey: 'operator',
  hireDate: '2021-06-15', login: { userId: 12, userNo: 'U100002', account: 'demooper' }, ...over,
});
const answers: Record<string, unknown> = {
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'staff.edit', visible: true, usable: true }] },
  getUserInfo: { companyKind: 'carrier' },
  listStaff: { list: [person({}), person({ id: 7, code: 'E007', name: 'Lin Xiaoyan', status: 'suspended', login: null })], total: 2 },
  listStaffPositions: [{ id: 5, name: 'operator', roleKey: 'operator' }],
  listSiteOptions: [],
  createStaffLogin: { userId: 30, userNo: 'U100030', account: 'linxy01' },
};
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command).map(([, , body]) => body);
/** The open modal by its class: role queries walk the accessibility tree of the whole table behind it. */
const openedModal = () => waitFor(() => {
  const modal = document.querySelector<HTMLElement>('.ant-modal');
  if (!modal) throw new Error('no modal yet');
  return modal;
});
const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr')!;

describe('staff page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('shows each one’s status, position and login; a bound one is unbound before it can be deleted', async () => {
    renderWithProviders(<StaffPage />);
    const bound = await rowOf('E002');
    expect(within(bound).getByText('demooper')).toBeTruthy();
    expect(within(bound).getByText('U100002')).toBeTruthy();
    expect(within(bound).getByText('Operator')).toBeTruthy();
    expect(within(bound).getByLabelText('Delete').hasAttribute('disabled')).toBe(true);
    expect(within(bound).getByLabelText('Unbind login')).toBeTruthy();
    const free = await rowOf('E007');
    expect(within(free).getByText('Suspended')).toBeTruthy();
    expect(within(free).getByText('Not bound')).toBeTruthy();
    expect(within(free).getByLabelText('Delete').hasAttribute('disabled')).toBe(false);
  });

  it('creates a login checked by the shared contract', async () => {
    renderWithProviders(<StaffPage />);
    await userEvent.click(within(await rowOf('E007')).getByLabelText('Bind a login'));
    const dialog = await openedModal();
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Account', 'linxy01');
    type('Initial password', '12345678');
    await userEvent.click(within(dialog).getByText('Bind').closest('button')!);
    await waitFor(() => expect(within(dialog).getByText('Invalid format')).toBeTruthy());
    expect(calls('createStaffLogin')).toHaveLength(0);
    type('Initial password', 'Start2026');
    await userEvent.click(within(dialog).getByText('Bind').closest('button')!);
    await waitFor(() => expect(calls('createStaffLogin')).toEqual([{ staffId: 7, account: 'linxy01', password: 'Start2026' }]));
  });
});
