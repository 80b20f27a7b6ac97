// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CompanyKind, TaskView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { OrderImportPage } from './OrderImportPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const audited: TaskView = {
  id: 7, commonName: 1, type: 'orderImport', status: 'succeeded', reqParam: {}, progress: { done: 8, total: 8 },
  result: { created: 4, refused: 0, total: 4, fileHash: 'f', audited: 3, toBeCorrected: 1 }, errorInfo: null, inputFileId: 1, resultFileId: null,
  cancelRequested: false, createdAt: '2026-11-20T08:00:00Z', startedAt: '2026-11-20T08:00:01Z', finishedAt: '2026-11-20T08:00:03Z',
};

/** The server as a company of this kind sees it, its user holding the audit function or not. */
function serve(companyKind: CompanyKind, mayAudit: boolean) {
  callCommand.mockReset();
  callCommand.mockImplementation(async (_service: string, command: string) => {
    if (command === 'getUserInfo') return { companyKind, companyNo: 'X1', companyName: 'X', companyNameEn: 'X' };
    if (command === 'getAuthorityMenu') return { authorityMenus: [], authorityFunctions: mayAudit ? [{ functionKey: 'order.audit', visible: true, usable: true }] : [] };
    if (command === 'listImportTemplates') return { templates: [] };
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
