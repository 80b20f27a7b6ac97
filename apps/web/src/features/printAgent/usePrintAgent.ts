import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { compareVersions, getPosPrintConfig, type PrintAgentPrinter } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';
import { callAgent, findAgent, PrintAgentCallError, toBase64 } from './agentClient.ts';

export type PrintAgentState = 'probing' | 'ready' | 'missing' | 'outdated' | 'refused';
/** A PDF's bytes, or ZPL text for a thermal printer. */
export type PrintAgentJob = { format: 'pdf'; data: ArrayBuffer } | { format: 'zpl'; data: string };

export type PrintAgent = {
  status: PrintAgentState;
  port: number | null;
  version: string | null;
  printers: PrintAgentPrinter[];
  /** The printer jobs go to: the one chosen on this computer, else the agent's default, else the first. */
  printer: string | null;
  setPrinter: (name: string) => void;
  print: (job: PrintAgentJob, title: string) => Promise<{ jobId: string }>;
  retry: () => void;
};

const PORT_KEY = 'parcelflow.printAgent.port';
const PRINTER_KEY = 'parcelflow.printAgent.printer';
const AGENT_KEY = ['printAgent'] as const;
const REFUSALS = new Set(['signatureRequired', 'signatureInvalid', 'signatureExpired', 'nonceReused', 'originRefused']);

/** The chosen printer, shared by every screen using the agent and kept on this computer. */
const printerListeners = new Set<() => void>();
const chosenPrinter = {
  subscribe(listener: () => void) {
    printerListeners.add(listener);
    return () => printerListeners.delete(listener);
  },
  read: () => localStorage.getItem(PRINTER_KEY),
  write(name: string) {
    localStorage.setItem(PRINTER_KEY, name);
    for (const listener of printerListeners) listener();
  },
};

/**
 * The print agent on this computer (docs/printing.md, "The print agent"): its settings from getPosPrintConfig, the
 * port found by probing 60000-60010, its version against the current one, its printers, and printing through it.
 * Every screen using it shares one probe and one printer list (TanStack Query).
 */
export function usePrintAgent(): PrintAgent {
  const queryClient = useQueryClient();
  const config = useCommandQuery(getPosPrintConfig, {}, { staleTime: Infinity, retry: false, silent: true });
  const keys = config.data;
  const probe = useQuery({
    queryKey: [...AGENT_KEY, 'probe'],
    queryFn: async () => {
      const remembered = Number(localStorage.getItem(PORT_KEY)) || null;
      const found = await findAgent(remembered);
      if (found) localStorage.setItem(PORT_KEY, String(found.port));
      return found;
    },
    enabled: Boolean(keys),
    staleTime: Infinity,
    retry: false,
  });
  const found = probe.data ?? null;
  const printers = useQuery({
    queryKey: [...AGENT_KEY, 'printers', found?.port, keys?.appKey],
    queryFn: () => callAgent<{ printers: PrintAgentPrinter[] }>(found!.port, '/printers', {}, keys!).then((answer) => answer.printers),
    enabled: Boolean(found && keys),
    staleTime: 60_000,
    retry: false,
  });
  const remembered = useSyncExternalStore(chosenPrinter.subscribe, chosenPrinter.read);
  const list = printers.data ?? [];
  const printer = list.find((one) => one.name === remembered)?.name ?? list.find((one) => one.isDefault)?.name ?? list[0]?.name ?? null;
  const status = statusOf();

  function statusOf(): PrintAgentState {
    if (config.isError) return 'refused';
    if (!keys || probe.isPending || probe.isFetching) return 'probing';
    if (!found) return 'missing';
    if (printers.error instanceof PrintAgentCallError) return REFUSALS.has(printers.error.reason) ? 'refused' : 'missing';
    if (compareVersions(found.version, keys.version) < 0) return 'outdated';
    return printers.isPending ? 'probing' : 'ready';
  }

  const retry = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: AGENT_KEY });
  }, [queryClient]);

  const print = useCallback(async (job: PrintAgentJob, title: string) => {
    if (!found || !keys || !printer) throw new PrintAgentCallError('unreachable');
    const bytes = job.format === 'pdf' ? new Uint8Array(job.data) : new TextEncoder().encode(job.data);
    // A large PDF takes a while to hand over; the agent answers once CUPS has the job.
    return callAgent<{ jobId: string }>(found.port, '/print', { printer, format: job.format, data: toBase64(bytes), copies: 1, title }, keys, 60_000);
  }, [found, keys, printer]);

  return { status, port: found?.port ?? null, version: found?.version ?? null, printers: list, printer, setPrinter: chosenPrinter.write, print, retry };
}
