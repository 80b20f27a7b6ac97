import type { Readable } from 'node:stream';

const FILE_ANSWER = Symbol('fileAnswer');

/**
 * A command's answer that is a file's bytes rather than the JSON envelope (screens-protocol.md section 7:
 * Excel, zip and binary downloads answer array buffers). A handler returns one; the plugin sends it.
 */
export type FileAnswer = { readonly [FILE_ANSWER]: true; name: string; contentType: string; size?: number; stream: Readable };

export function fileAnswer(file: Omit<FileAnswer, typeof FILE_ANSWER>): FileAnswer {
  return { [FILE_ANSWER]: true, ...file };
}

export function isFileAnswer(value: unknown): value is FileAnswer {
  return typeof value === 'object' && value !== null && FILE_ANSWER in value;
}

/** An ASCII fallback plus the UTF-8 name (RFC 6266 and 8187), so "订单.xlsx" keeps its name in every browser. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
