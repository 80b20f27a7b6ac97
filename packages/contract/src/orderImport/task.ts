import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { startOrderImportInput } from './request.ts';

/** The orderImport task's reqParam: the dialog's choices and the language its error report is written in. */
export const orderImportParams = startOrderImportInput.omit({ fileId: true }).extend({ language: z.enum(LANGUAGES) });
export type OrderImportParams = z.infer<typeof orderImportParams>;

/**
 * A finished import's result, in orders (a run of rows with one customer number is one order). fileHash, the
 * SHA-256 of the uploaded bytes, is how the same file imported again is recognised (20196). An import with
 * autoAudit also counts the created orders audited and those sent to be corrected (20189). orderNos are the
 * created orders' numbers in the file's order, the first IMPORT_ORDER_NOS_LISTED_MAX of them, for the order list
 * to open on (absent from imports made before they were kept).
 */
export type OrderImportResult = { created: number; refused: number; total: number; fileHash: string; orderNos?: string[] } & Partial<AutoAuditCounts>;

/** The smallest pasted-numbers limit a company may choose (PASTED_NUMBER_CHOICES): a list of them always opens. */
export const IMPORT_ORDER_NOS_LISTED_MAX = 300;
export type AutoAuditCounts = { audited: number; toBeCorrected: number };

/** Row problems kept in a failed task's errorInfo.importErrors; errorInfo.params.problems counts them all. */
export const IMPORT_ERRORS_LISTED_MAX = 1000;
