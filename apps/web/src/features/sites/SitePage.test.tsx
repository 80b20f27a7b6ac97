// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteRow } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { SitePage } from './SitePage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const site = (over: Partial<SiteRow>): SiteRow => ({
  id: 1, code: '1001', nameCn: '深圳总部', nameEn: 'Shenzhen Head Office', siteType: 'headOffice', parentId: null, parentCode: null, parentNameCn: null,
  parentNameEn: null, businessCategory: 'operation', baseCurrency: 'RMB', personInCharge: '陈建国', phone: '0755-86601234', address: '深圳市宝安区',
  financeDeptId: 7, financeDeptCode: 'FD01', financeDeptName: '华南财务部', depth: 0, childCount: 2, staffCount: 4, customerCount: 2, ...over,
});
const branch = { siteType: 'branch', parentId: 1, parentCode: '1001', parentNameCn: '深圳总部', parentNameEn: 'Shenzhen Head Office', depth: 1, childCount: 0 } as const;
const rows = [
  site({}),
  site({ id: 2, code: '1002', nameCn: '广州分部', nameEn: 'Guangzhou Branch', ...branch, staffCount: 2 }),
  site({ id: 3, code: '1003', nameCn: '义乌分部', nameEn: 'Yiwu Branch', ...branch, staffCount: 0, customerCount: 0, financeDeptId: null, financeDeptCode: null, financeDeptName: null }),
];
const answers: Record<string, unknown> = {
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'site.edit', visible: true, usable: true }] },
  listSites: { list: rows, total: 3 },
  listSiteOptions: rows.map(({ id, code, nameCn, nameEn, siteType, parentId }) => ({ id, code, nameCn, nameEn, siteType, parentId })),
  getFinanceDeptOptions: { depts: [{ id: 7, code: 'FD01', name: '华南财务部', enabled: true }, { id: 8, code: 'FD02', name: '华东财务部', enabled: true }] },
};
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
/** The open modal by its class: role queries walk the accessibility tree of the whole table behind it. */
const openedModal = () => waitFor(() => {
  const modal = document.querySelector<HTMLElement>('.ant-modal');
  if (!modal) throw new Error('no modal yet');
  return modal;
});
const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr')!;

describe('site page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('shows the branches under the head office, and offers delete only for a site nothing hangs on', async () => {
    renderWithProviders(<SitePage />);
    const head = await rowOf('1001');
    expect(within(head).getByText('Head office')).toBeTruthy();
    expect(within(head).getByLabelText('Delete').hasAttribute('disabled')).toBe(true);
    expect(within(await rowOf('1002')).getByLabelText('Delete').hasAttribute('disabled')).toBe(true);
    expect(within(await rowOf('1003')).getByLabelText('Delete').hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('3 sites')).toBeTruthy();
  });

  it('locks the code and type of a site with sub-sites, and the parent of the head office', async () => {
    renderWithProviders(<SitePage />);
    await userEvent.click(within(await rowOf('1001')).getByLabelText('Edit'));
    const dialog = await openedModal();
    expect(within(dialog).getByLabelText('Site code').hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByLabelText('Chinese name').hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getAllByText('The site has sub-sites, so this cannot change')).toHaveLength(2);
    expect(within(dialog).getByText('The head office is the top of the tree and has no parent')).toBeTruthy();
  });

  it('names each site’s finance department and saves the one chosen', async () => {
    renderWithProviders(<SitePage />);
    expect(within(await rowOf('1001')).getByText('FD01 华南财务部')).toBeTruthy();
    await userEvent.click(within(await rowOf('1003')).getByLabelText('Edit'));
    const dialog = await openedModal();
    fireEvent.mouseDown(within(dialog).getByLabelText('Finance department'));
    await userEvent.click(await screen.findByTitle('FD02 华东财务部'));
    await userEvent.click(within(dialog).getByText('Save').closest('button')!);
    await waitFor(() => expect(calls('saveSite')[0]?.[2]).toMatchObject({ id: 3, code: '1003', financeDeptId: 8 }));
  });

  it('checks a new site with the shared contract before sending it', async () => {
    renderWithProviders(<SitePage />);
    await userEvent.click((await screen.findByText('New site')).closest('button')!);
    const dialog = await openedModal();
    fireEvent.change(within(dialog).getByLabelText('Site code'), { target: { value: '10A' } });
    await userEvent.click(within(dialog).getByText('Save').closest('button')!);
    await waitFor(() => expect(within(dialog).getByText('Invalid format')).toBeTruthy());
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(calls('saveSite')).toHaveLength(0);
  });
});
