import { useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { scanToPrint, type ScannedOrder } from '@parcelflow/contract';
import { runCommand } from '../../app/command.ts';
import { CommandFailure } from '../../app/envelope.ts';
import type { PrintAgent } from '../printAgent/usePrintAgent.ts';
import { deliverPdf, type PrintOutput } from './api.ts';
import { scanFailureText } from './scanFailure.ts';
import { playScanSound } from './scanSounds.ts';

/** One scan as the running list shows it, newest first. */
export type ScanEntry = { key: number; at: Date; number: string; order?: ScannedOrder; printer?: string; failure?: string };

/** How many scans the running list keeps; older ones have their rows in the print log. */
const KEPT = 200;

/**
 * Scan-to-print: each number is printed at once (scanToPrint, then the PDF to the agent's printer or saved), with a
 * sound for either outcome. A label printed before asks first, answered from the keyboard (Enter prints it again,
 * Escape skips), so the clerk never needs the mouse.
 */
export function useScanPrint(agent: PrintAgent, output: PrintOutput) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [entries, setEntries] = useState<ScanEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const next = useRef(0);

  const add = (entry: Omit<ScanEntry, 'key' | 'at'>) => {
    next.current += 1;
    setEntries((before) => [{ ...entry, key: next.current, at: new Date() }, ...before].slice(0, KEPT));
  };

  const print = async (number: string, confirmReprint: boolean): Promise<void> => {
    const printer = output === 'agent' ? agent.printer ?? '' : '';
    const order = await runCommand(scanToPrint, { number, printer, confirmReprint }, { silent: true });
    const sentTo = await deliverPdf(order, output, agent);
    playScanSound('success');
    add({ number, order, printer: sentTo });
  };

  const askReprint = (number: string, error: CommandFailure) => modal.confirm({
    title: t('print.reprint.title'),
    content: t('print.scan.reprintContent', { number, ...error.params }),
    okText: t('print.reprint.ok'),
    cancelText: t('print.scan.skip'),
    autoFocusButton: 'ok',
  });

  const scan = async (raw: string): Promise<void> => {
    const number = raw.trim();
    if (!number) return;
    setBusy(true);
    try {
      await print(number, false);
    } catch (error) {
      playScanSound('error');
      if (error instanceof CommandFailure && error.code === 20161) {
        if (await askReprint(number, error)) await print(number, true).catch((again: unknown) => add({ number, failure: scanFailureText(t, again) }));
        else add({ number, failure: t('print.scan.skipped') });
      } else {
        add({ number, failure: scanFailureText(t, error) });
      }
    } finally {
      setBusy(false);
    }
  };

  return { entries, busy, scan, printed: entries.filter((entry) => entry.order).length };
}
