// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CityAbbreviationView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { CityAbbreviationPage } from './CityAbbreviationPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const losAngeles: CityAbbreviationView = { id: 3, countryCode: 'US', cityName: '洛杉矶', cityNameEn: 'Los Angeles', code: 'LAX', remarks: '' };
let usable = true;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'cityAbbreviation.edit', visible: true, usable }] },
  listCityAbbreviations: { list: [losAngeles], total: 1 },
  deleteCityAbbreviation: {},
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('city abbreviation page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the abbreviations with the country named in the interface language', async () => {
    renderWithProviders(<CityAbbreviationPage />);
    const row = (await screen.findByText('LAX')).closest('tr')!;
    expect(within(row).getByText('US 美国')).toBeTruthy();
    expect(within(row).getByText('Los Angeles')).toBeTruthy();
  });

  it('deletes a row once confirmed', async () => {
    renderWithProviders(<CityAbbreviationPage />);
    const row = (await screen.findByText('LAX')).closest('tr')!;
    await userEvent.click(within(row).getByLabelText('删除'));
    await userEvent.click((await screen.findByText('确定删除该城市简称？')).closest('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!);
    await waitFor(() => expect(calls('deleteCityAbbreviation')).toHaveLength(1));
    expect(calls('deleteCityAbbreviation')[0]?.[2]).toEqual({ id: 3 });
  });

  it('refuses an empty form before sending it', async () => {
    renderWithProviders(<CityAbbreviationPage />);
    await userEvent.click((await screen.findByText('新增城市简称')).closest('button')!);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    fireEvent.change(within(dialog).getByLabelText('简称'), { target: { value: 'L A' } });
    await userEvent.click(within(dialog).getByText(/保\s*存/).closest('button')!);
    await waitFor(() => expect(within(dialog).getAllByText('必填').length).toBeGreaterThan(0));
    expect(calls('saveCityAbbreviation')).toHaveLength(0);
  });

  it('disables changes for a user who may see but not use them', async () => {
    usable = false;
    renderWithProviders(<CityAbbreviationPage />);
    const row = (await screen.findByText('LAX')).closest('tr')!;
    expect(within(row).getByLabelText('编辑').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增城市简称').closest('button')!.hasAttribute('disabled')).toBe(true);
  });
});
