// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Router from 'react-router';
import type { CompanyKind, TaskView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { OrderImportPage } from './OrderImportPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('react-router', async (original) => ({ ...(await original<typeof Router>()), useNavigate: () => navigate }));

const audited: TaskView = {
  id: 7, commonName: 1, type: 'orderImport', status: 'succeeded', reqParam: {}, progress: { done: 8, total: 8 },
  result: { created: 4, refused: 0, total: 4, fileHash: 'f', audited: 3, toBeCorrected: 1, orderNos: ['PF1', 'PF2', 'PF3', 'PF4'] }, errorInfo: null, inputFileId: 1, resultFileId: null,
  cancelRequested: false, createdAt: '2026-11-20T08:00:00Z', startedAt: '2026-11-20T08:00:01Z', finishedAt: '2026-11-20T08:00:03Z',
};

/** The server as a company of this kind sees it, its user holding the audit function or not. */
function serve(companyKind: CompanyKind, mayAudit: boolean) {
  callCommand.mockReset();
  callCommand.mockImplementation(async (_service: string, command: string) => {
    if (command === 'getUserInfo') return { companyKind, companyNo: 'X1', companyName: 'X', companyNameEn: 'X' };
    if (command === 'getAuthorityMenu') return { authorityMenus: [], authorityFunctions: mayAudit ? [{ functionKey: 'order.audit', visible: true, usable: true }] : [] };
    if (command === 'listImportTemplates') return { templates: [{ id: 'receive', kind: 'receive', name: 'Inbound order import', hasInvoiceSheet: false }] };
    if (command === 'listMyTasks') return { tasks: [audited] };
    return {};
  });
}

describe('the order import pages', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'X1' } });
    await i18n.changeLanguage('en-US');
  });

  it("offers a carrier's auditor the automatic audit, and shows what an audited import did", async () => {
    serve('carrier', true);
    renderWithProviders(<OrderImportPage />);
    expect(await screen.findByText('Audit after import')).toBeTruthy();
    expect(screen.getByText('Customer')).toBeTruthy();
    expect(await screen.findByText('4 of 4 orders created, 0 refused; 3 audited, 1 failed the automatic audit and wait to be corrected')).toBeTruthy();
  });

  it('starts with the inbound template chosen, so the template downloads without a step first', async () => {
    serve('carrier', false);
    renderWithProviders(<OrderImportPage />);
    expect(await screen.findByText('Inbound order import')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Download template/ }).hasAttribute('disabled')).toBe(false));
  });

  it('lists recent imports with no empty column, and opens the inbound list on the orders one created', async () => {
    serve('carrier', false);
    renderWithProviders(<OrderImportPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View the orders' }));
    expect(navigate).toHaveBeenCalledWith('/orderManagement/orderLists/receive?numberField=orderNo&numbers=PF1%0APF2%0APF3%0APF4');
    const history = screen.getByText('My recent imports').closest('.ant-card')!;
    const headers = [...history.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Started', 'Status', 'Outcome', 'Actions']);
  });

  it('asks a cargo owner for the partner carrier instead of a customer, without the audit', async () => {
    serve('cargoOwner', true);
    renderWithProviders(<OrderImportPage asOwner />);
    expect(await screen.findByText('Upload forecast orders from Excel')).toBeTruthy();
    expect(screen.getByText('Carrier')).toBeTruthy();
    expect(screen.queryByText('Customer')).toBeNull();
    expect(screen.queryByText('Audit after import')).toBeNull();
  });

  it("tells a carrier the forecast page is a cargo owner's", async () => {
    serve('carrier', false);
    renderWithProviders(<OrderImportPage asOwner />);
    expect(await screen.findByText('This page is for: Cargo owner')).toBeTruthy();
  });
});
