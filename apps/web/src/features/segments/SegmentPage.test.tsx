// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SegmentView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { SegmentPage } from './SegmentPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const segment = (over: Partial<SegmentView>): SegmentView => ({
  id: 1, type: 'waybill', channelId: 1, channelCode: 'HY-US-AIR', prefix: 'HYUS', suffix: '', startNumber: 100, endNumber: 141,
  warningCount: 20, enabled: true, total: 42, usedCount: 30, lastUsedNumber: 'HYUS129', remaining: 12, runningLow: true, ...over,
});
const answers: Record<string, unknown> = {
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'segment.edit', visible: true, usable: true }] },
  listSegments: [segment({}), segment({ id: 2, channelCode: 'HY-DHL', usedCount: 0, remaining: 42, runningLow: false, lastUsedNumber: null })],
  listSegmentChannels: [{ id: 1, code: 'HY-US-AIR', nameCn: '', nameEn: '' }],
};

describe('number segment page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('marks a segment running low and lets only a never-used one be deleted', async () => {
    renderWithProviders(<SegmentPage />);
    const low = (await screen.findByText('HY-US-AIR')).closest('tr')!;
    expect(within(low).getByText('Running low')).toBeTruthy();
    expect(within(low).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    const unused = screen.getByText('HY-DHL').closest('tr')!;
    expect(within(unused).queryByText('Running low')).toBeNull();
    expect(within(unused).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
  });

  it('opens the form with a used segment’s channel, type and affixes locked', async () => {
    renderWithProviders(<SegmentPage />);
    const low = (await screen.findByText('HY-US-AIR')).closest('tr')!;
    await userEvent.click(within(low).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit number segment')).toBeTruthy();
    expect(within(dialog).getByLabelText('Prefix').hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByLabelText('Start number').hasAttribute('disabled')).toBe(false);
  });
});
