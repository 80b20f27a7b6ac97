// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostcodeListRow } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import type * as Transfer from '../../app/transfer.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { PostcodePage } from './PostcodePage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));
vi.mock('../../app/transfer.ts', async (original) => ({ ...(await original<typeof Transfer>()), uploadFile }));

const newYork: PostcodeListRow = { id: 3, country: 'US', postcode: '10001', city: 'New York', state: 'NY', updatedAt: '2026-11-27T10:00:00.000Z' };
const task = { id: 9, commonName: 1, type: 'tableImport', status: 'waiting', reqParam: {}, progress: { done: 0, total: 0 }, result: null, errorInfo: null, inputFileId: 7, resultFileId: null, cancelRequested: false, createdAt: '2026-11-27T10:00:00.000Z', startedAt: null, finishedAt: null };
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'postcode.view', visible: true, usable: true }, { functionKey: 'postcode.edit', visible: true, usable: true }] },
  listPostcodes: { list: [newYork], total: 1 },
  startPostcodeImport: task,
  startPostcodeExport: { ...task, commonName: 2, type: 'tableExport', inputFileId: null },
  listMyTasks: { tasks: [] },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('postcode page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    uploadFile.mockReset();
    uploadFile.mockResolvedValue({ fileId: 7 });
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the postcodes with the country named in the interface language', async () => {
    renderWithProviders(<PostcodePage />);
    const row = (await screen.findByText('10001')).closest('tr')!;
    expect(within(row).getByText('US 美国')).toBeTruthy();
    expect(within(row).getByText('New York')).toBeTruthy();
  });

  it('imports a workbook as a task in the chosen mode', async () => {
    renderWithProviders(<PostcodePage />);
    await userEvent.click((await screen.findByText(/导\s*入/)).closest('button')!);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['xlsx'], '邮编.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await userEvent.click(within(dialog).getByText('只导入正确的行'));
    await userEvent.click(within(dialog).getByText('开始导入').closest('button')!);
    await waitFor(() => expect(calls('startPostcodeImport')).toHaveLength(1));
    expect(calls('startPostcodeImport')[0]?.[2]).toEqual({ fileId: 7, mode: 'validRowsOnly' });
  });

  it('exports the list as it is filtered', async () => {
    renderWithProviders(<PostcodePage />);
    await userEvent.click((await screen.findByText(/导\s*出/)).closest('button')!);
    await waitFor(() => expect(calls('startPostcodeExport')).toHaveLength(1));
  });

  it('refuses an empty postcode before sending it', async () => {
    renderWithProviders(<PostcodePage />);
    await userEvent.click((await screen.findByText('新增邮编')).closest('button')!);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    fireEvent.change(within(dialog).getByLabelText('邮编'), { target: { value: '' } });
    await userEvent.click(within(dialog).getByText(/保\s*存/).closest('button')!);
    await waitFor(() => expect(within(dialog).getAllByText('必填').length).toBeGreaterThan(0));
    expect(calls('savePostcode')).toHaveLength(0);
  });
});
