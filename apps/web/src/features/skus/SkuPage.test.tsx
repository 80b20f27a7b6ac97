// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkuView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { SkuPage } from './SkuPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const phoneCase: SkuView = {
  id: 3, customerId: 11, customerCode: 'C0001', customerName: '优品贸易', code: 'PC-1', nameCn: '手机壳', nameEn: 'Phone case', customsCode: '3926909090',
  unitPrice: 2.5, currency: 'USD', unitWeight: 0.1, material: 'Silicone', purpose: '', brand: '', origin: 'CN', unit: 'PCS',
};
let usable = true;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'sku.edit', visible: true, usable }] },
  listSkus: { list: [phoneCase], total: 1 },
  deleteSku: {},
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('SKU library page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the SKUs with their customer and price', async () => {
    renderWithProviders(<SkuPage />);
    const row = (await screen.findByText('PC-1')).closest('tr')!;
    expect(within(row).getByText('C0001 优品贸易')).toBeTruthy();
    expect(within(row).getByText('2.5 USD')).toBeTruthy();
    expect(screen.getByText('SKU 库')).toBeTruthy();
  });

  it('deletes a row once confirmed', async () => {
    renderWithProviders(<SkuPage />);
    const row = (await screen.findByText('PC-1')).closest('tr')!;
    await userEvent.click(within(row).getByLabelText('删除'));
    await userEvent.click((await screen.findByText('确定删除该 SKU？')).closest('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!);
    await waitFor(() => expect(calls('deleteSku')).toHaveLength(1));
    expect(calls('deleteSku')[0]?.[2]).toEqual({ id: 3 });
  });

  it('refuses an empty form before sending it', async () => {
    renderWithProviders(<SkuPage />);
    await userEvent.click((await screen.findByText('新增 SKU')).closest('button')!);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    fireEvent.change(within(dialog).getByLabelText('材质'), { target: { value: '硅胶' } });
    await userEvent.click(within(dialog).getByText(/保\s*存/).closest('button')!);
    await waitFor(() => expect(within(dialog).getAllByText('必填').length).toBeGreaterThan(0));
    expect(calls('saveSku')).toHaveLength(0);
  });

  it('disables changes for a user who may see but not use them', async () => {
    usable = false;
    renderWithProviders(<SkuPage />);
    const row = (await screen.findByText('PC-1')).closest('tr')!;
    expect(within(row).getByLabelText('编辑').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增 SKU').closest('button')!.hasAttribute('disabled')).toBe(true);
  });
});
