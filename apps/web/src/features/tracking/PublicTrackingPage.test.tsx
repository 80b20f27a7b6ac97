// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { PublicTrackingPage } from './PublicTrackingPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

describe('public tracking page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    await i18n.changeLanguage('en-US');
  });

  it('tracks the typed numbers and shows status, destination and public events', async () => {
    callCommand.mockResolvedValue([
      { number: 'HYUS40000005', found: true, status: 'inTransit', country: 'US', events: [{ occurredAt: '2026-11-02T06:12:00Z', place: 'HKG', code: null, params: {}, description: 'Departed' }] },
      { number: 'NOPE1', found: false },
    ]);
    renderWithProviders(<PublicTrackingPage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Numbers' }), 'HYUS40000005{enter}NOPE1');
    await userEvent.click(screen.getByRole('button', { name: /Track/ }));
    expect(await screen.findByText('Departed')).toBeTruthy();
    expect(callCommand).toHaveBeenCalledWith('main', 'publicTracking', { numbers: 'HYUS40000005\nNOPE1' });
    expect(screen.getByText('In transit')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
  });

  it('tracking events read in Chinese: system events and the destination in the viewer\'s language, a clerk\'s text as typed', async () => {
    await i18n.changeLanguage('zh-CN');
    callCommand.mockResolvedValue([{
      number: 'HYUS40000005', found: true, status: 'inTransit', country: 'US', events: [
        { occurredAt: '2026-11-03T06:12:00Z', place: 'HKG', code: null, params: {}, description: '航班延误一天' },
        { occurredAt: '2026-11-02T06:12:00Z', place: '深圳 Shenzhen', code: 'exportDeclared', params: {}, description: '' },
        { occurredAt: '2026-11-01T06:12:00Z', place: '深圳 Shenzhen', code: 'cancel', params: { reason: '客户撤回' }, description: '' },
      ],
    }]);
    renderWithProviders(<PublicTrackingPage />);
    await userEvent.type(screen.getByRole('textbox', { name: '单号' }), 'HYUS40000005');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('已提交出口报关')).toBeTruthy();
    expect(screen.getByText('订单已取消：客户撤回')).toBeTruthy();
    expect(screen.getByText('航班延误一天')).toBeTruthy();
    expect(screen.getByText('US 美国')).toBeTruthy();
    expect(screen.queryByText(/Export declaration/)).toBeNull();
  });

  it('keeps the search off past 20 numbers', () => {
    renderWithProviders(<PublicTrackingPage />);
    const numbers = Array.from({ length: 21 }, (_, i) => `N${i}`).join('\n');
    fireEvent.change(screen.getByRole('textbox', { name: 'Numbers' }), { target: { value: numbers } });
    expect(screen.getByRole('button', { name: /Track/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('21 / 20 numbers')).toBeTruthy();
  });
});
