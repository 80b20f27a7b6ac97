// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubjectView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { SubjectPage } from './SubjectPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const muster: SubjectView = {
  id: 4, customerId: 1, customerCode: 'C0001', customerName: '星河跨境', name: 'Muster GmbH', countryCode: 'DE', address: '', vatNo: 'DE136695976',
  eoriNo: 'DE1234567890', iossNo: '', otherTaxType: 'abn', otherTaxNo: '51824753556', isDefault: true,
};
let usable = true;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'subject.edit', visible: true, usable }] },
  listSubjects: { list: [muster], total: 1 },
  deleteSubject: {},
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('subject page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the subjects with their customer, default mark, country and typed tax numbers in the interface language', async () => {
    renderWithProviders(<SubjectPage />);
    const row = (await screen.findByText('Muster GmbH')).closest('tr')!;
    expect(within(row).getByText('C0001 星河跨境')).toBeTruthy();
    expect(within(row).getByText('默认')).toBeTruthy();
    expect(within(row).getByText('DE 德国')).toBeTruthy();
    expect(within(row).getByText('澳大利亚商业号码 51824753556')).toBeTruthy();
  });

  it('deletes a row once confirmed', async () => {
    renderWithProviders(<SubjectPage />);
    const row = (await screen.findByText('Muster GmbH')).closest('tr')!;
    await userEvent.click(within(row).getByLabelText('删除'));
    await userEvent.click((await screen.findByText('确定删除该主体？')).closest('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!);
    await waitFor(() => expect(calls('deleteSubject')).toHaveLength(1));
    expect(calls('deleteSubject')[0]?.[2]).toEqual({ id: 4 });
  });

  it('refuses an empty form before sending it', async () => {
    renderWithProviders(<SubjectPage />);
    await userEvent.click((await screen.findByText('新增主体')).closest('button')!);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    await userEvent.click(within(dialog).getByText(/保\s*存/).closest('button')!);
    await waitFor(() => expect(within(dialog).getAllByText('必填').length).toBeGreaterThan(0));
    expect(calls('saveSubject')).toHaveLength(0);
  });

  it('disables changes for a user who may see but not use them', async () => {
    usable = false;
    renderWithProviders(<SubjectPage />);
    const row = (await screen.findByText('Muster GmbH')).closest('tr')!;
    expect(within(row).getByLabelText('编辑').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增主体').closest('button')!.hasAttribute('disabled')).toBe(true);
  });
});
