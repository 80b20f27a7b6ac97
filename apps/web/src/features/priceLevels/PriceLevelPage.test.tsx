// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceLevelOptions, PriceLevelView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { CommandFailure } from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { PriceLevelPage } from './PriceLevelPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const options: PriceLevelOptions = {
  levels: [{ id: 5, name: 'VIP' }],
  channels: [
    { id: 3, code: 'HY-US-AIR', nameCn: '美国空运专线', nameEn: 'US Air Express', enabled: true },
    { id: 4, code: 'HY-DHL', nameCn: 'DHL快递', nameEn: 'DHL Express', enabled: true },
  ],
  groups: [{ id: 7, name: '大客户' }, { id: 8, name: 'default' }],
};
const vip: PriceLevelView = {
  id: 5, name: 'VIP', remarks: '年框客户', groups: [{ id: 7, name: '大客户' }], customerCount: 2, updatedAt: '2026-11-20T08:30:00.000Z',
  rules: [
    { channelId: null, channelCode: null, mode: 'adjust', adjustPercent: '-5' },
    { channelId: 3, channelCode: 'HY-US-AIR', mode: 'adjust', adjustPercent: '12.5' },
    { channelId: 4, channelCode: 'HY-DHL', mode: 'ownCard', adjustPercent: null },
  ],
};
let usable = true;
let failure: Record<string, CommandFailure | undefined> = {};
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'priceLevel.edit', visible: true, usable }] },
  listPriceLevels: { list: [vip], total: 1 },
  getPriceLevelOptions: options,
  savePriceLevel: { id: 6 },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

/** Picks the option titled `title` in the select labelled `label` inside `scope`. */
async function pick(scope: HTMLElement, label: string, title: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const choices = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`)];
    expect(open.length).toBeGreaterThan(0);
    return open;
  });
  fireEvent.click(choices.at(-1)!);
}
const dialog = () => waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
const save = async (scope: HTMLElement) => userEvent.click(within(scope).getByText(/^保\s*存$/).closest('button')!);
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('Price level page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    failure = {};
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => {
      if (failure[command]) throw failure[command];
      return answers()[command] ?? {};
    });
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists each level with its groups, its rules in words and its quoted customers', async () => {
    renderWithProviders(<PriceLevelPage />);
    const row = await rowOf('VIP');
    expect(within(row).getByText('大客户')).toBeTruthy();
    expect(await within(row).findByText('HY-US-AIR 美国空运专线 +12.5 %')).toBeTruthy();
    expect(within(row).getByText('全部渠道 −5 %')).toBeTruthy();
    expect(within(row).getByText('HY-DHL DHL快递：专属运价表')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    await i18n.changeLanguage('en-US');
    expect(await within(row).findByText('HY-DHL DHL Express: own cards')).toBeTruthy();
    expect(within(row).getByText('All channels −5 %')).toBeTruthy();
  });

  it('saves a new level with its groups and rules as the exact input', async () => {
    renderWithProviders(<PriceLevelPage />);
    await rowOf('VIP');
    await userEvent.click(screen.getByText('新增价格等级').closest('button')!);
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('等级名称'), { target: { value: 'Gold' } });
    await pick(form, '适用客户组', '大客户');
    fireEvent.change(within(form).getByLabelText('百分比 1'), { target: { value: '-5.25' } });
    await userEvent.click(within(form).getByText('添加规则').closest('button')!);
    await pick(form, '渠道 2', 'HY-DHL DHL快递');
    await pick(form, '计价方式 2', '专属运价表');
    await save(form);
    await waitFor(() => expect(calls('savePriceLevel')).toHaveLength(1));
    expect(calls('savePriceLevel')[0]?.[2]).toEqual({
      name: 'Gold', remarks: '', groupIds: [7], rules: [{ mode: 'adjust', adjustPercent: '-5.25' }, { channelId: 4, mode: 'ownCard' }],
    });
  });

  it("shows the server's refusal of a rule on that rule's field", async () => {
    failure = { savePriceLevel: new CommandFailure(400, { field: 'rules.1.adjustPercent', reason: 'invalidValue' }, 'bad') };
    renderWithProviders(<PriceLevelPage />);
    await userEvent.click(within(await rowOf('VIP')).getByLabelText('编辑'));
    const form = await dialog();
    await save(form);
    const item = within(form).getByLabelText('百分比 2').closest<HTMLElement>('.ant-form-item')!;
    expect(await within(item).findByText('取值无效')).toBeTruthy();
    expect(within(within(form).getByLabelText('百分比 1').closest<HTMLElement>('.ant-form-item')!).queryByText('取值无效')).toBeNull();
    expect(calls('savePriceLevel')[0]?.[2]).toMatchObject({ id: 5, rules: [{ mode: 'adjust', adjustPercent: '-5' }, { channelId: 3, mode: 'adjust', adjustPercent: '12.5' }, { channelId: 4, mode: 'ownCard' }] });
  });

  it('says in words why a level in use cannot be deleted', async () => {
    failure = { deletePriceLevel: new CommandFailure(400, { field: 'id', reason: 'inUse', usedBy: 'customers' }, 'in use') };
    renderWithProviders(<PriceLevelPage />);
    await userEvent.click(within(await rowOf('VIP')).getByLabelText('删除'));
    await userEvent.click((await screen.findByText('确定删除该价格等级？')).closest('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!);
    expect(await screen.findByText('仍有客户的运费报价选用了该等级，不能删除：请先在客户资料中改掉这些客户的运费报价')).toBeTruthy();
  });

  it('shows a level read-only to a user who may see but not change levels', async () => {
    usable = false;
    renderWithProviders(<PriceLevelPage />);
    const row = await rowOf('VIP');
    expect(within(row).getByLabelText('编辑').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增价格等级').closest('button')!.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(row).getByText('VIP'));
    const form = await dialog();
    expect(within(form).getByText('查看价格等级')).toBeTruthy();
    expect((within(form).getByLabelText('等级名称') as HTMLInputElement).disabled).toBe(true);
    expect((within(form).getByLabelText('百分比 1') as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByText('添加规则')).toBeNull();
    expect(within(form).getByText(/^保\s*存$/).closest('button')!.hasAttribute('disabled')).toBe(true);
  });
});
