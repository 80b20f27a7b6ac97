// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BaseDataView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { BaseDataPage } from './BaseDataPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const pieces: BaseDataView = { id: null, key: 'unit:PCS', kind: 'unit', code: 'PCS', nameZhCn: '个/件', nameZhTw: '個/件', nameEn: 'Pieces', builtIn: true };
const cartons: BaseDataView = { id: 7, key: '7', kind: 'unit', code: 'CTN', nameZhCn: '纸箱', nameZhTw: '紙箱', nameEn: 'Cartons', builtIn: false };
let usable = true;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'baseData.edit', visible: true, usable }] },
  listBaseData: { list: [pieces, cartons], total: 2 },
  saveBaseData: { id: 8 },
  deleteBaseData: {},
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr')!;
const openNewForm = async () => {
  await userEvent.click((await screen.findByText('新增基础数据')).closest('button')!);
  return waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
};
const fillAndSave = async (dialog: HTMLElement, code: string) => {
  fireEvent.change(within(dialog).getByLabelText('代码'), { target: { value: code } });
  fireEvent.change(within(dialog).getByLabelText('简体中文名称'), { target: { value: '易碎品' } });
  fireEvent.change(within(dialog).getByLabelText('繁体中文名称'), { target: { value: '易碎品' } });
  fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: 'Fragile goods' } });
  await userEvent.click(within(dialog).getByText(/^保\s*存$/).closest('button')!);
};

describe('Base data page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the built-in values read-only and the company values with their actions', async () => {
    renderWithProviders(<BaseDataPage />);
    const builtIn = await rowOf('PCS');
    expect(within(builtIn).getByText('单位')).toBeTruthy();
    expect(within(builtIn).getAllByText('内置')).toHaveLength(1);
    expect(within(builtIn).queryByLabelText('编辑')).toBeNull();
    const own = await rowOf('CTN');
    expect(within(own).getByText('本公司')).toBeTruthy();
    expect(within(own).getByText('Cartons')).toBeTruthy();
    expect(within(own).getByLabelText('编辑')).toBeTruthy();
  });

  it('deletes a company value once confirmed', async () => {
    renderWithProviders(<BaseDataPage />);
    await userEvent.click(within(await rowOf('CTN')).getByLabelText('删除'));
    await userEvent.click((await screen.findByText(/确定删除该基础数据/)).closest('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!);
    await waitFor(() => expect(calls('deleteBaseData')).toHaveLength(1));
    expect(calls('deleteBaseData')[0]?.[2]).toEqual({ id: 7 });
  });

  it('saves a new goods type with its code as orders store it', async () => {
    renderWithProviders(<BaseDataPage />);
    const dialog = await openNewForm();
    expect(within(dialog).getByText(/小写字母、数字/)).toBeTruthy();
    await fillAndSave(dialog, 'Fragile');
    await waitFor(() => expect(calls('saveBaseData')).toHaveLength(1));
    expect(calls('saveBaseData')[0]?.[2]).toEqual({ kind: 'goodsType', code: 'fragile', nameZhCn: '易碎品', nameZhTw: '易碎品', nameEn: 'Fragile goods' });
  });

  it('refuses a code its kind cannot store before sending it', async () => {
    renderWithProviders(<BaseDataPage />);
    const dialog = await openNewForm();
    await fillAndSave(dialog, '易碎');
    await waitFor(() => expect(within(dialog).getByText('格式不正确')).toBeTruthy());
    expect(calls('saveBaseData')).toHaveLength(0);
  });

  it('disables changes for a user who may see but not use them', async () => {
    usable = false;
    renderWithProviders(<BaseDataPage />);
    expect(within(await rowOf('CTN')).getByLabelText('编辑').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增基础数据').closest('button')!.hasAttribute('disabled')).toBe(true);
  });
});
