// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { assert, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requiredColumnsOf, type CompanyImportTemplate, type CompanyImportTemplateSummary } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { ImportTemplatesPage } from './ImportTemplatesPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const summary: CompanyImportTemplateSummary = {
  id: 7, templateId: 'company-7', name: 'Shenzhen inbound', kind: 'receive', columnCount: 38, updatedAt: '2026-03-01T08:00:00Z', updatedBy: 'Chen',
};
const template: CompanyImportTemplate = {
  ...summary, version: 3, columns: requiredColumnsOf('receive', 'columns', 'en-US'), createdAt: '2026-03-01T08:00:00Z', createdBy: 'Chen',
};
const answers: Record<string, unknown> = {
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'importTemplate.edit', visible: true, usable: true }] },
  listCompanyImportTemplates: { list: [summary], total: 1 },
  getCompanyImportTemplate: template,
  saveCompanyImportTemplate: { id: 7, version: 4 },
};
/** The drawer by its class: role queries walk the accessibility tree of every one of its many cells. */
/** The messages under the drawer's fields once a save was refused. */
function fieldErrors(drawer: HTMLElement): Promise<string[]> {
  return waitFor(() => {
    const errors = [...drawer.querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent ?? '');
    if (!errors.length) throw new Error('no field error yet');
    return errors;
  });
}

function openedDrawer(): Promise<HTMLElement> {
  return waitFor(() => {
    const drawer = document.querySelector<HTMLElement>('.ant-drawer-content-wrapper');
    if (!drawer) throw new Error('no drawer yet');
    return drawer;
  });
}
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command).map(([, , body]) => body);

describe('import template page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('lists the company templates with what they are based on', async () => {
    renderWithProviders(<ImportTemplatesPage />);
    const row = (await screen.findByText('Shenzhen inbound')).closest('tr')!;
    expect(within(row).getByText('Inbound order import')).toBeTruthy();
    expect(within(row).getByText('38')).toBeTruthy();
    expect(within(row).getByText('Chen')).toBeTruthy();
  });

  it('starts a new template from the required columns and will not save it without a name', async () => {
    renderWithProviders(<ImportTemplatesPage />);
    await userEvent.click(await screen.findByRole('button', { name: /New template/ }));
    const drawer = await openedDrawer();
    expect(within(drawer).getAllByLabelText('Required')[0]?.hasAttribute('disabled')).toBe(true);
    expect(within(drawer).getAllByLabelText('Remove')[0]?.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(drawer).getByText('Save'));
    expect(await fieldErrors(drawer)).toEqual(['Required']);
    expect(calls('saveCompanyImportTemplate')).toEqual([]);
  });

  it('refuses a header the reader could not tell from another, then saves the template at its version', async () => {
    renderWithProviders(<ImportTemplatesPage />);
    const row = (await screen.findByText('Shenzhen inbound')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await openedDrawer();
    const header = (await within(drawer).findAllByLabelText('Excel header'))[1];
    assert(header, 'the template has a second Excel header');
    fireEvent.change(header, { target: { value: 'customer NUMBER' } });
    fireEvent.click(within(drawer).getByText('Save'));
    expect(await fieldErrors(drawer)).toEqual(['Already used']);
    expect(calls('saveCompanyImportTemplate')).toEqual([]);

    fireEvent.change(header, { target: { value: 'Client' } });
    fireEvent.click(within(drawer).getByText('Save'));
    await waitFor(() => expect(calls('saveCompanyImportTemplate')).toHaveLength(1));
    expect(calls('saveCompanyImportTemplate')[0]).toMatchObject({ id: 7, version: 3, name: 'Shenzhen inbound', kind: 'receive' });
    expect((calls('saveCompanyImportTemplate')[0] as CompanyImportTemplate).columns[1]).toEqual({ field: 'goodsType', header: 'Client', required: true });
  });
});
