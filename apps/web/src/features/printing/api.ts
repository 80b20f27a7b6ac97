import { fileDownload, type PrintPdfLink } from '@parcelflow/contract';
import { downloadCommand, saveBlob } from '../../app/transfer.ts';
import type { PrintAgent } from '../printAgent/usePrintAgent.ts';

/** Where a printed PDF goes: the print agent's printer on this computer, or a download. */
export type PrintOutput = 'agent' | 'pdf';

/** The PDF a print answered the link of ("PDF download: the body carries a link"), fetched with the caller's rights. */
export async function pdfOfLink(link: PrintPdfLink): Promise<{ blob: Blob; name: string }> {
  const { blob, name } = await downloadCommand(fileDownload, { fileId: link.fileId }, link.name);
  return { blob: new Blob([blob], { type: 'application/pdf' }), name };
}

/** Sends the printed PDF to the agent's printer, or saves it; answers the printer it went to ('' for a download). */
export async function deliverPdf(link: PrintPdfLink, output: PrintOutput, agent: PrintAgent): Promise<string> {
  const pdf = await pdfOfLink(link);
  if (output === 'pdf' || agent.status !== 'ready' || !agent.printer) {
    saveBlob(pdf);
    return '';
  }
  await agent.print({ format: 'pdf', data: await pdf.blob.arrayBuffer() }, pdf.name);
  return agent.printer;
}
