// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PosPrintConfig } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { PrintAgentStatus } from './PrintAgentStatus.tsx';
import { usePrintAgent } from './usePrintAgent.ts';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const config: PosPrintConfig = { apiuri: 'api', appId: 'HYEXP', appKey: 'a'.repeat(32), appSecret: 'b'.repeat(64), fileUrl: 'downloads/parcelflow-print-agent.mjs', version: '1.2.0' };

type AgentCall = { port: number; path: string; body?: string; headers: Record<string, string> };
/** A fake agent on one port (or none): what the web's fetches to 127.0.0.1 reach. */
function fakeAgent(port: number | null, version: string) {
  const calls: AgentCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const { port: portText, pathname } = new URL(url);
    if (Number(portText) !== port) throw new TypeError('Failed to fetch');
    calls.push({ port: Number(portText), path: pathname, body: init.body as string | undefined, headers: (init.headers ?? {}) as Record<string, string> });
    const json = (answer: unknown) => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    if (pathname === '/port') return json({ port, name: 'parcelflow-print-agent', version });
    if (pathname === '/printers') return json({ printers: [{ name: 'PDF', isDefault: false }, { name: 'Zebra', isDefault: true }] });
    if (pathname === '/print') return json({ jobId: 'Zebra-7' });
    if (pathname === '/upgrade') return json({ version: '1.2.0' });
    return new Response('{"error":"notFound"}', { status: 404 });
  }));
  return calls;
}

function PrintButton() {
  const agent = usePrintAgent();
  return <button type="button" disabled={agent.status !== 'ready'} onClick={() => void agent.print({ format: 'zpl', data: '^XA^XZ' }, 'SF1')}>print {agent.printer}</button>;
}

describe('print agent status', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    localStorage.clear();
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'getPosPrintConfig' ? config : {}));
    await i18n.changeLanguage('en-US');
  });

  it('says 202407 with the download and the one command when no agent answers', async () => {
    fakeAgent(null, '');
    renderWithProviders(<PrintAgentStatus />);
    expect(await screen.findByText('The print service on this computer is not running or cannot be reached')).toBeTruthy();
    expect(screen.getByText('Not running')).toBeTruthy();
    expect(screen.getByText(`node parcelflow-print-agent.mjs --origin ${window.location.origin} --app-key ${config.appKey} --app-secret ${config.appSecret}`)).toBeTruthy();
    expect(screen.getByText('Download the print service').closest('a')!.getAttribute('href')).toMatch(/\/downloads\/parcelflow-print-agent\.mjs$/);
  });

  it('finds the agent, lists its printers, and prints signed ZPL to the default printer, remembering the port', async () => {
    const calls = fakeAgent(60_003, '1.2.0');
    renderWithProviders(<><PrintAgentStatus /><PrintButton /></>);
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByText('Version 1.2.0, port 60003')).toBeTruthy();
    const button = await screen.findByText('print Zebra');
    await waitFor(() => expect(button.closest('button')!.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(calls.some((call) => call.path === '/print')).toBe(true));
    const print = calls.find((call) => call.path === '/print')!;
    expect(JSON.parse(print.body!)).toEqual({ printer: 'Zebra', format: 'zpl', data: btoa('^XA^XZ'), copies: 1, title: 'SF1' });
    expect(print.headers['x-pf-app-key']).toBe(config.appKey);
    expect(print.headers['x-pf-sign']).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem('parcelflow.printAgent.port')).toBe('60003');
  });

  it('offers the update when the agent is older, and says when it is done', async () => {
    const calls = fakeAgent(60_000, '1.0.0');
    renderWithProviders(<PrintAgentStatus />);
    // antd's confirm names its dialog by the title too.
    expect((await screen.findAllByText('A newer print service is available')).length).toBeGreaterThan(0);
    expect(screen.getByText('This computer runs version 1.0.0; version 1.2.0 is available. Update it now?')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Update').at(-1)!);
    expect(await screen.findByText('The print service was updated to version 1.2.0')).toBeTruthy();
    const upgrade = calls.find((call) => call.path === '/upgrade')!;
    expect(JSON.parse(upgrade.body!).fileUrl).toMatch(/^http.*\/downloads\/parcelflow-print-agent\.mjs$/);
  });
});
