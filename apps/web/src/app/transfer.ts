import { upload, type CommandDeclaration, type CommandInput, type CommandOutput, type fileOutput } from '@parcelflow/contract';
import { CommandFailure, failWith } from './envelope.ts';
import { readSession } from './session.ts';

/** A declared command that answers a file's bytes. */
type DownloadDeclaration = CommandDeclaration & { readonly output: typeof fileOutput };

function headOf({ command, version }: CommandDeclaration) {
  return JSON.stringify({ appid: 'parcelflow-web', command, version, token: readSession()?.token, language: document.documentElement.lang });
}

const urlOf = ({ service, command, version }: CommandDeclaration) => `api/${service}/${command}/${version}`;

/** The file name of Content-Disposition (RFC 5987 filename*, else filename). */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * A download command (screens-protocol.md section 7: POST answered with the bytes). A refusal comes as the
 * usual JSON envelope and is raised like any other failure.
 */
export async function downloadCommand<D extends DownloadDeclaration>(declaration: D, input: CommandInput<D>, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const form = new URLSearchParams({ head: headOf(declaration), body: JSON.stringify(input) });
  const response = await fetch(urlOf(declaration), { method: 'POST', body: form });
  if (!response.ok) throw failWith(new CommandFailure(response.status, {}, response.statusText));
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const answer = (await response.json()) as { result_code: number; message: string; body: string };
    const params = answer.body ? (JSON.parse(answer.body) as Record<string, string | number>) : {};
    throw failWith(new CommandFailure(answer.result_code, params, answer.message));
  }
  return { blob: await response.blob(), name: fileNameOf(response, fallbackName) };
}

/** Saves a downloaded file through the browser. */
export function saveBlob({ blob, name }: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A command that takes a file (section 7): multipart with head, body, then the file, in that order (the server reads
 * the file as it arrives and nothing after it). 413 (too large) carries the usual envelope naming the field.
 */
export async function sendWithFile<D extends CommandDeclaration>(declaration: D, input: CommandInput<D>, file: File): Promise<CommandOutput<D>> {
  const form = new FormData();
  form.append('head', headOf(declaration));
  form.append('body', JSON.stringify(input));
  form.append('file', file, file.name);
  const response = await fetch(urlOf(declaration), { method: 'POST', body: form });
  if (!response.ok && response.status !== 413) throw failWith(new CommandFailure(response.status, {}, response.statusText));
  const answer = (await response.json()) as { result_code: number; message: string; body: string };
  const parsed = answer.body ? JSON.parse(answer.body) : {};
  if (answer.result_code !== 0) throw failWith(new CommandFailure(answer.result_code, parsed as Record<string, string | number>, answer.message));
  return parsed as CommandOutput<D>;
}

/** file/upload: answers the stored file's id. */
export function uploadFile(file: File): Promise<CommandOutput<typeof upload>> {
  return sendWithFile(upload, {}, file);
}
