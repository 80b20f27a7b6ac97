import { Readable } from 'node:stream';
import { DEFAULT_LANGUAGE, matchLanguage, type TableCommands } from '@parcelflow/contract';
import { implement } from '../../envelope/command.ts';
import { fileAnswer } from '../../envelope/file-answer.ts';
import { enqueueTask } from '../../tasks/enqueue.ts';
import { writeTableTemplate, XLSX_CONTENT_TYPE } from '../excel/index.ts';
import { templateColumnsOf } from './template-columns.ts';

/** The language of the head, else Simplified Chinese: what a template, an export and an error report are written in. */
const languageOf = (ctx: { language?: string }) => matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE;

/**
 * The server side of a reference screen's Excel commands (declareTableCommands): the template download, and the
 * import and export queued as tasks for the caller. The table's writer is plugged into the task handlers by the
 * composition root (task-handlers.ts).
 */
export function tableExcelCommands(commands: TableCommands) {
  const { table } = commands;
  return [
    implement(commands.downloadTemplate, async (ctx) => {
      const language = languageOf(ctx);
      const bytes = await writeTableTemplate(table.title[language], templateColumnsOf(table, language), language);
      return fileAnswer({ name: `${table.title[language]}.xlsx`, contentType: XLSX_CONTENT_TYPE, size: bytes.length, stream: Readable.from([bytes]) });
    }),
    implement(commands.startImport, (ctx, input) =>
      enqueueTask(ctx.db, ctx.caller, 'tableImport', { table: table.name, mode: input.mode, language: languageOf(ctx) }, input.fileId)),
    implement(commands.startExport, (ctx, input) =>
      enqueueTask(ctx.db, ctx.caller, 'tableExport', { table: table.name, filter: input, language: languageOf(ctx) })),
  ];
}
