import { z } from 'zod';

export * from './protocol.ts';

/** Request head (screens-protocol.md section 3); every field optional but the token on guarded commands. */
export const requestHeadSchema = z.object({
  appid: z.string().max(64).optional(),
  device_id: z.string().max(128).optional(),
  command: z.string().max(100).optional(),
  version: z.string().max(10).optional(),
  token: z.string().max(200).optional(),
  sign: z.string().max(200).optional(),
  encrypt_type: z.string().max(20).optional(),
  /** The caller's interface language, so server-written texts (notices) can follow it. */
  language: z.string().max(10).optional(),
});
export type RequestHead = z.infer<typeof requestHeadSchema>;

export type EnvelopeResponse = { result_code: number; message: string; body: string };

/** Paged list query and answer (screens-protocol.md sections 3 and 4). */
export const PAGE_SIZES = [50, 100, 200, 300] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** The paging fields of a list query (spread into its input object); the order lists add sortMaxRow to these. */
export const pageQueryFields = {
  pageSize: z.number().int().refine((size) => (PAGE_SIZES as readonly number[]).includes(size)).default(DEFAULT_PAGE_SIZE),
  currentPage: z.number().int().min(1).default(1),
};

/** One page of a list and how many rows the whole list has. */
export type Page<T> = { list: T[]; total: number };

/** Largest accepted command body; bigger requests are refused with 400 bodyTooLarge. */
export const MAX_COMMAND_BODY_BYTES = 1_048_576;

/** Signed GET/POST layer (screens-protocol.md section 7): a signature is valid this long. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
