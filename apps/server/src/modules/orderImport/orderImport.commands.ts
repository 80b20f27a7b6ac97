import { Readable } from 'node:stream';
import { DEFAULT_LANGUAGE, fieldError, localText, matchLanguage, type OrderImportParams } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/orderImport/commands';
import { implement } from '../../envelope/command.ts';
import { fileAnswer } from '../../envelope/file-answer.ts';
import { enqueueTask } from '../../tasks/enqueue.ts';
import { findChannel } from '../channel/index.ts';
import { writeTemplateWorkbook, XLSX_CONTENT_TYPE } from '../excel/index.ts';
import { assertAutoAuditAllowed } from './auto-audit-choice.ts';
import { importTargetOf } from './import-target.ts';
import { findImportTemplate, listImportTemplates, templateHasCustomerColumn } from './import-templates.ts';

/** The language of the head, else Simplified Chinese: what a template and an error report are written in. */
const languageOf = (ctx: { language?: string }) => matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE;

export const orderImportCommands = [
  implement(contract.listImportTemplates, async (ctx) => ({ templates: await listImportTemplates(ctx.db, ctx.caller.companyId, languageOf(ctx)) })),
  implement(contract.downloadImportTemplate, async (ctx, input) => {
    const template = await findImportTemplate(ctx.db, ctx.caller.companyId, input.templateId);
    const language = languageOf(ctx);
    const bytes = await writeTemplateWorkbook(template, language);
    return fileAnswer({ name: `${localText(template.name, language)}.xlsx`, contentType: XLSX_CONTENT_TYPE, size: bytes.length, stream: Readable.from([bytes]) });
  }),
  implement(contract.startOrderImport, async (ctx, input) => {
    const template = await findImportTemplate(ctx.db, ctx.caller.companyId, input.templateId);
    const target = await importTargetOf(ctx.db, ctx.caller, input);
    if (input.customerId === undefined && target.customerId === undefined && !templateHasCustomerColumn(template)) throw fieldError('customerId', 'required');
    if (input.channelId !== undefined) await findChannel(ctx.db, target.companyId, input.channelId, 'channelId');
    if (input.autoAudit) assertAutoAuditAllowed(ctx.caller);
    const { fileId, ...choices } = input;
    const params: OrderImportParams = { ...choices, language: languageOf(ctx) };
    return enqueueTask(ctx.db, ctx.caller, 'orderImport', params, fileId);
  }),
];
