// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TaskView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { TaskBox } from './TaskBox.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const running: TaskView = {
  id: 9, commonName: 1, type: 'orderImport', status: 'running', reqParam: {}, progress: { done: 40, total: 100 },
  result: null, errorInfo: null, inputFileId: 1, resultFileId: null,
  cancelRequested: false, createdAt: '2026-11-20T08:00:00Z', startedAt: '2026-11-20T08:00:01Z', finishedAt: null,
};

/** A user whose box is shown with the saved preference given; every save is answered as stored. */
function serve(preference: Record<string, unknown>) {
  callCommand.mockReset();
  callCommand.mockImplementation(async (_service: string, command: string, body: { key?: string; value?: unknown }) => {
    if (command === 'getPreference') return { key: body.key, value: preference };
    if (command === 'savePreference') return { key: body.key, value: body.value };
    if (command === 'listMyTasks') return { tasks: [running] };
    return {};
  });
}

describe('the progress box', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'X1' } });
    await i18n.changeLanguage('en-US');
  });

  it('counts the tasks under way, folds to its title bar and remembers it, and says nothing of exports never made', async () => {
    serve({ shown: true, exports: 0 });
    renderWithProviders(<TaskBox />);
    expect(await screen.findByText('Background tasks (1 under way)')).toBeTruthy();
    expect(screen.queryByText(/Exports/)).toBeNull();
    expect(await screen.findByText('Order import')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fold' }));
    await waitFor(() => expect(callCommand).toHaveBeenCalledWith('uc', 'savePreference', { key: 'taskBox', value: { shown: true, folded: true, exports: 0 } }));
    expect(screen.getByRole('button', { name: 'Unfold' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows how many exports the user started', async () => {
    serve({ shown: true, folded: true, exports: 3 });
    renderWithProviders(<TaskBox />);
    expect(await screen.findByText('Exports: 3')).toBeTruthy();
  });
});
