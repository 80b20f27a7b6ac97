// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnglishNameRuleView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { EnglishNameRulePage } from './EnglishNameRulePage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const toy: EnglishNameRuleView = { id: 3, kind: 'contains', nameCn: '毛绒玩具', nameEn: 'Plush toy' };
const gift: EnglishNameRuleView = { id: 4, kind: 'refused', nameCn: '', nameEn: 'Gift' };
let usable = true;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'englishNameRule.edit', visible: true, usable }] },
  listEnglishNameRules: { list: [toy, gift], total: 2 },
  deleteEnglishNameRule: {},
  saveEnglishNameRule: { id: 5 },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('English name rule page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the rules with their kind in the interface language', async () => {
    renderWithProviders(<EnglishNameRulePage />);
    const row = (await screen.findByText('毛绒玩具')).closest('tr')!;
    expect(within(row).getByText('包含匹配')).toBeTruthy();
    expect(within(screen.getByText('Gift').closest('tr')!).getByText('禁用词')).toBeTruthy();
  });

  it('saves a refused word without a Chinese name', async () => {
    renderWithProviders(<EnglishNameRulePage />);
    await userEvent.click((await screen.findByText('新增规则')).closest('button')!);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    fireEvent.mouseDown(within(dialog).getByLabelText('类型'));
    await userEvent.click(await screen.findByTitle('禁用词'));
    await waitFor(() => expect(within(dialog).queryByLabelText('中文品名')).toBeNull());
    fireEvent.change(within(dialog).getByLabelText('英文品名'), { target: { value: 'Sample' } });
    await userEvent.click(within(dialog).getByText(/保\s*存/).closest('button')!);
    await waitFor(() => expect(calls('saveEnglishNameRule')).toHaveLength(1));
    expect(calls('saveEnglishNameRule')[0]?.[2]).toMatchObject({ kind: 'refused', nameEn: 'Sample' });
  });

  it('deletes a rule once confirmed', async () => {
    renderWithProviders(<EnglishNameRulePage />);
    const row = (await screen.findByText('毛绒玩具')).closest('tr')!;
    await userEvent.click(within(row).getByLabelText('删除'));
    await userEvent.click((await screen.findByText('确定删除该规则？')).closest('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!);
    await waitFor(() => expect(calls('deleteEnglishNameRule')).toHaveLength(1));
    expect(calls('deleteEnglishNameRule')[0]?.[2]).toEqual({ id: 3 });
  });

  it('disables changes for a user who may see but not use them', async () => {
    usable = false;
    renderWithProviders(<EnglishNameRulePage />);
    const row = (await screen.findByText('毛绒玩具')).closest('tr')!;
    expect(within(row).getByLabelText('编辑').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增规则').closest('button')!.hasAttribute('disabled')).toBe(true);
  });
});
