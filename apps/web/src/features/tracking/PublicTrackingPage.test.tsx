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
      { number: 'HYUS40000005', found: true, status: 'inTransit', country: 'US', events: [{ occurredAt: '2026-11-02T06:12:00Z', place: 'HKG', description: 'Departed' }] },
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

  it('keeps the search off past 20 numbers', () => {
    renderWithProviders(<PublicTrackingPage />);
    const numbers = Array.from({ length: 21 }, (_, i) => `N${i}`).join('\n');
    fireEvent.change(screen.getByRole('textbox', { name: 'Numbers' }), { target: { value: numbers } });
    expect(screen.getByRole('button', { name: /Track/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('21 / 20 numbers')).toBeTruthy();
  });
});
