// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { CustomerFormModal } from './CustomerFormModal.tsx';
import { CustomerPage } from './CustomerPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const customer = (over: Partial<CustomerView>): CustomerView => ({
  id: 1, code: 'C0002', name: '优品贸易', status: 'normal', enabled: true, settlementType: 'weekly', attribute: 'peer', isCommon: false, siteId: 2,
  siteCode: '1002', siteNameCn: '广州分部', siteNameEn: 'Guangzhou Branch', groupId: 1, groupName: 'default', groupIsDefault: true,
  financeDeptId: 7, financeDeptCode: 'FD01', financeDeptName: '华南财务部', linkedOwnerCompanyNo: null, linkedOwnerName: null, phone: '020-38880002', address: '广州市白云区机场路 88 号', companyName: '', country: 'CN',
  province: '广东', city: '广州', quotation: '', login: null, createdAt: '2026-11-01T00:00:00Z', ...over,
});
const answers: Record<string, unknown> = {
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'customer.edit', visible: true, usable: true }] },
  listCustomers: { total: 2, list: [customer({}), customer({ id: 2, code: 'C0003', status: 'stopped', login: { userId: 9, userNo: 'U100009', account: 'yiwu01' } })] },
  listCustomerGroupOptions: [{ id: 1, name: 'default', isDefault: true }],
  listSiteOptions: [],
  getPriceLevelOptions: { levels: [{ id: 5, name: 'Standard' }, { id: 6, name: 'VIP 2026' }], channels: [], groups: [] },
  getFinanceDeptOptions: {
    depts: [{ id: 7, code: 'FD01', name: '华南财务部', enabled: true }, { id: 8, code: 'FD02', name: '华东财务部', enabled: true }, { id: 9, code: 'FD03', name: '旧财务部', enabled: false }],
  },
};
/** The titles of the options the open select offers. */
const offeredTitles = () => waitFor(() => {
  const titles = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((option) => option.getAttribute('title'));
  expect(titles.length).toBeGreaterThan(0);
  return titles;
});
const sent = (command: string) => callCommand.mock.calls.find(([, name]) => name === command)?.[2] as Record<string, unknown> | undefined;

describe('customer page', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('offers stop and suspend for a normal customer, restore for a stopped one, and names the default group', async () => {
    renderWithProviders(<CustomerPage />);
    const normal = (await screen.findByText('C0002')).closest('tr')!;
    expect(within(normal).getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(within(normal).getByRole('button', { name: 'Suspend' })).toBeTruthy();
    expect(within(normal).getByText('Default group')).toBeTruthy();
    const stopped = screen.getByText('C0003').closest('tr')!;
    expect(within(stopped).getByRole('button', { name: 'Restore to normal' })).toBeTruthy();
    expect(within(stopped).getByText('yiwu01 (U100009)')).toBeTruthy();
    expect(within(stopped).getByRole('button', { name: 'Unbind the login' })).toBeTruthy();
  });

  it('checks the form with the shared contract and sends nothing while a field is refused', async () => {
    renderWithProviders(<CustomerFormModal customer={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Customer code'), { target: { value: 'AB' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '020-ABC' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At least 3 characters')).toBeTruthy();
    expect(within(dialog).getByText('Invalid format')).toBeTruthy();
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThan(0);
    expect(callCommand.mock.calls.some(([, command]) => command === 'saveCustomer')).toBe(false);
  });

  it('offers the price levels by name as the freight quotation', async () => {
    renderWithProviders(<CustomerFormModal customer={customer({ quotation: 'VIP 2026' })} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const quotation = within(dialog).getByLabelText('Freight quotation');
    expect(await within(dialog).findByTitle('VIP 2026')).toBeTruthy();
    fireEvent.mouseDown(quotation);
    expect(await offeredTitles()).toEqual(['Standard', 'VIP 2026']);
  });

  it('names the finance department in the list, offers the enabled ones and sends a cleared one as none', async () => {
    renderWithProviders(<CustomerPage />);
    expect(within((await screen.findByText('C0002')).closest('tr')!).getByText('FD01 华南财务部')).toBeTruthy();
    renderWithProviders(<CustomerFormModal customer={customer({})} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTitle('FD01 华南财务部')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('Finance department'));
    expect(await offeredTitles()).toEqual(['FD01 华南财务部', 'FD02 华东财务部']);
    fireEvent.click(within(dialog).getByLabelText('Finance department').closest('.ant-select')!.querySelector('.ant-select-clear')!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('saveCustomer')).toMatchObject({ id: 1, code: 'C0002' }));
    expect(sent('saveCustomer')).not.toHaveProperty('financeDeptId');
  });
});
