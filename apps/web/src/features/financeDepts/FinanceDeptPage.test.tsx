// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinanceDeptFormOptions, FinanceDeptView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { CommandFailure } from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { FinanceDeptPage } from './FinanceDeptPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const south: FinanceDeptView = {
  id: 1, code: 'FD01', name: '华南财务部', personInChargeId: 7, personInChargeName: '陈建国', phone: '0755-86601288', remark: '', enabled: true,
  customerCount: 2, siteCount: 1, updatedAt: '2026-03-01T08:30:00.000Z',
};
const east: FinanceDeptView = { ...south, id: 2, code: 'FD02', name: '华东财务部', personInChargeId: null, personInChargeName: null, customerCount: 0, siteCount: 0 };
const options: FinanceDeptFormOptions = {
  staff: [{ id: 7, code: 'E001', name: '陈建国' }],
  customers: [
    { id: 11, code: 'C0001', name: '星河跨境', financeDeptId: 1 },
    { id: 12, code: 'C0002', name: '优品贸易', financeDeptId: 1 },
    { id: 13, code: 'C0003', name: '义乌小商品', financeDeptId: null },
  ],
  sites: [{ id: 21, code: '1001', name: '深圳总部', financeDeptId: 1 }],
};
let usable = true;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'financeDept.edit', visible: true, usable }] },
  listFinanceDepts: { list: [south, east], total: 2 },
  getFinanceDeptFormOptions: options,
  getFinanceDeptOptions: { depts: [south, east].map(({ id, code, name, enabled }) => ({ id, code, name, enabled })) },
  saveFinanceDept: { id: 3 },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const dialog = () => waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
const save = async (scope: HTMLElement) => userEvent.click(within(scope).getByText(/^保\s*存$/).closest('button')!);

describe('Finance department page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => {
      if (command === 'deleteFinanceDept') throw new CommandFailure(400, { field: 'id', reason: 'inUse', usedBy: 'customers' }, 'in use');
      return answers()[command] ?? {};
    });
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the departments with their person in charge and what they own', async () => {
    renderWithProviders(<FinanceDeptPage />);
    const row = await rowOf('华南财务部');
    expect(within(row).getByText('FD01')).toBeTruthy();
    expect(within(row).getByText('陈建国')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('启用')).toBeTruthy();
  });

  it('saves a new department, its person in charge none when not chosen', async () => {
    renderWithProviders(<FinanceDeptPage />);
    await userEvent.click((await screen.findByText('新增部门')).closest('button')!);
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('编码'), { target: { value: 'FD03' } });
    fireEvent.change(within(form).getByLabelText('部门名称'), { target: { value: '香港财务部' } });
    fireEvent.change(within(form).getByLabelText('电话'), { target: { value: '+852-23456789' } });
    await save(form);
    await waitFor(() => expect(calls('saveFinanceDept')).toHaveLength(1));
    expect(calls('saveFinanceDept')[0]?.[2]).toEqual({ code: 'FD03', name: '香港财务部', phone: '+852-23456789', remark: '', enabled: true, personInChargeId: null });
  });

  it('refuses a code that is not letters and digits before sending it', async () => {
    renderWithProviders(<FinanceDeptPage />);
    await userEvent.click((await screen.findByText('新增部门')).closest('button')!);
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('编码'), { target: { value: 'FD 03' } });
    fireEvent.change(within(form).getByLabelText('部门名称'), { target: { value: 'X' } });
    await save(form);
    await waitFor(() => expect(form.querySelector('.ant-form-item-explain-error')).toBeTruthy());
    expect(calls('saveFinanceDept')).toHaveLength(0);
  });

  it('assigns customers as the department’s whole set, an item of another department named', async () => {
    renderWithProviders(<FinanceDeptPage />);
    await userEvent.click(within(await rowOf('华东财务部')).getByLabelText('分配客户'));
    const form = await dialog();
    const item = await within(form).findByText('C0001 星河跨境（华南财务部）');
    await userEvent.click(item);
    await userEvent.click(within(form).getAllByRole('button').find((button) => button.querySelector('.anticon-right'))!);
    await save(form);
    await waitFor(() => expect(calls('assignFinanceDept')).toHaveLength(1));
    expect(calls('assignFinanceDept')[0]?.[2]).toEqual({ id: 2, customerIds: [11] });
  });

  it('says why a department in use is not deleted', async () => {
    renderWithProviders(<FinanceDeptPage />);
    await userEvent.click(within(await rowOf('华南财务部')).getByLabelText('删除'));
    await userEvent.click((await screen.findByText('确定删除该财务部门？')).closest('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!);
    expect(await screen.findByText('该部门仍拥有客户，不能删除：请先将客户分配到其他部门')).toBeTruthy();
  });

  it('disables every change without the usable right', async () => {
    usable = false;
    renderWithProviders(<FinanceDeptPage />);
    const row = await rowOf('华南财务部');
    for (const label of ['编辑', '分配客户', '分配站点', '删除']) expect(within(row).getByLabelText(label).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增部门').closest('button')!.hasAttribute('disabled')).toBe(true);
    expect(calls('getFinanceDeptFormOptions')).toHaveLength(0);
  });
});
