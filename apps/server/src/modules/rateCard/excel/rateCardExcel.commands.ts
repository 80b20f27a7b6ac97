import { Readable } from 'node:stream';
import { DEFAULT_LANGUAGE, matchLanguage, RATE_CARD_FILE_NAMES } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/rateCard/excel';
import { implement } from '../../../envelope/command.ts';
import { fileAnswer } from '../../../envelope/file-answer.ts';
import { enqueueTask } from '../../../tasks/enqueue.ts';
import { XLSX_CONTENT_TYPE } from '../../excel/index.ts';
import { findRateCard, getRateCardView } from '../rateCard.queries.ts';
import type { RateCardImportParams } from './rateCardImport.task.ts';
import { rateCardFunctionsOf } from './task-caller.ts';
import { TEMPLATE_TABLES, writeRateCardWorkbook } from './write-workbook.ts';

/** The language of the head, else Simplified Chinese: what the workbook and its error report are written in. */
const languageOf = (ctx: { language?: string }) => matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE;

const xlsxAnswer = (name: string, bytes: Buffer) => fileAnswer({ name, contentType: XLSX_CONTENT_TYPE, size: bytes.length, stream: Readable.from([bytes]) });

/**
 * A rate card's Excel commands: its export and the template are small (at most 50 zones by 300 breaks) and answered
 * at once; the import is a task. A cost card is, to a caller who may not see costs, like a missing one (400 id notFound).
 */
export const rateCardExcelCommands = [
  implement(contract.exportRateCard, async (ctx, input) => {
    const card = await getRateCardView(ctx.db, ctx.caller.companyId, input.id, ctx.caller.functions.has('rateCard.cost'));
    return xlsxAnswer(`${card.name}-${card.validFrom}.xlsx`, await writeRateCardWorkbook(card, languageOf(ctx)));
  }),
  implement(contract.downloadRateCardTemplate, async (ctx) => {
    const language = languageOf(ctx);
    return xlsxAnswer(`${RATE_CARD_FILE_NAMES.template[language]}.xlsx`, await writeRateCardWorkbook(TEMPLATE_TABLES, language));
  }),
  implement(contract.startRateCardImport, async (ctx, input) => {
    const card = await findRateCard(ctx.db, ctx.caller.companyId, input.id, ctx.caller.functions.has('rateCard.cost'));
    const params: RateCardImportParams = { cardId: card.id, language: languageOf(ctx), functions: rateCardFunctionsOf(ctx.caller) };
    return enqueueTask(ctx.db, ctx.caller, 'rateCardImport', params, input.fileId);
  }),
];
