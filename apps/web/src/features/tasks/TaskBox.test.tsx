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

const exporting: TaskView = { ...running, id: 10, commonName: 2, type: 'orderExport', inputFileId: null };
const exported: TaskView = { ...exporting, status: 'succeeded', progress: { done: 100, total: 100 }, resultFileId: 31, finishedAt: '2026-11-20T08:00:09Z' };

/** A user whose box is shown with the saved preference given, with these tasks in turn; every save is answered as stored. */
function serve(preference: Record<string, unknown>, ...answers: TaskView[][]) {
  const lists = answers.length ? answers : [[running]];
  let asked = 0;
  callCommand.mockReset();
  callCommand.mockImplementation(async (_service: string, command: string, body: { key?: string; value?: unknown }) => {
    if (command === 'getPreference') return { key: body.key, value: preference };
    if (command === 'savePreference') return { key: body.key, value: body.value };
    if (command === 'listMyTasks') return { tasks: lists[Math.min(asked++, lists.length - 1)] };
    return {};
  });
}

const savedFolded = () => expect(callCommand).toHaveBeenCalledWith('uc', 'savePreference', { key: 'taskBox', value: expect.objectContaining({ shown: true, folded: true }) });

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

  it('folds to its title bar once the export under way ends, and offers the file in a notification', async () => {
    serve({ shown: true, folded: false, exports: 1 }, [exporting], [exported]);
    renderWithProviders(<TaskBox />);
    expect(await screen.findByText('Background tasks (1 under way)')).toBeTruthy();
    expect(await screen.findByText('Order export done', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('The file is ready to download.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Download the file' })).toHaveLength(2);
    await waitFor(savedFolded);
  });

  it('opens folded at sign-in when none of the user\'s tasks is under way, saving nothing, and says nothing of those that ended before', async () => {
    serve({ shown: true, folded: false, exports: 1 }, [exported]);
    renderWithProviders(<TaskBox />);
    expect((await screen.findByRole('button', { name: 'Unfold' })).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Order export done')).toBeNull();
    expect(callCommand).not.toHaveBeenCalledWith('uc', 'savePreference', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Unfold' }));
    expect(screen.getByRole('button', { name: 'Fold' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows how many exports the user started', async () => {
    serve({ shown: true, folded: true, exports: 3 });
    renderWithProviders(<TaskBox />);
    expect(await screen.findByText('Exports: 3')).toBeTruthy();
  });
});
