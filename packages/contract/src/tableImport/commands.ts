import type { z } from 'zod';
import { declareCommand, emptyInput, fileOutput } from '../command.ts';
import type { Service } from '../envelope.ts';
import type { FunctionKey } from '../permissions.ts';
import { taskView } from '../task/task.ts';
import type { TableDeclaration } from './table.ts';
import { tableImportInput } from './task.ts';

/** The names a screen gives its table's three Excel commands, and who may call them. */
export type TableCommandNames<V extends FunctionKey, E extends FunctionKey> = {
  service: Service;
  template: string;
  import: string;
  export: string;
  /** Reads the template and exports. */
  view: V;
  /** Imports. */
  edit: E;
};

/**
 * The Excel commands of a reference screen, from its table declaration: the template download, the import (a
 * tableImport task) and the export of the list's filtered rows (a tableExport task). Each is one declared command;
 * the owning module lists them in declarations.ts and implements them with tableExcelCommands on the server.
 */
export function declareTableCommands<const V extends FunctionKey, const E extends FunctionKey, F extends z.ZodType>(
  table: TableDeclaration, names: TableCommandNames<V, E>, filter: F,
) {
  const title = table.title['en-US'].toLowerCase();
  return {
    table,
    downloadTemplate: declareCommand({
      service: names.service, command: names.template, permission: names.view, input: emptyInput, output: fileOutput,
      summary: `The ${title} import template in the caller's language: header row, an example row and a notes sheet.`,
    }),
    startImport: declareCommand({
      service: names.service, command: names.import, permission: names.edit, input: tableImportInput, output: taskView,
      summary: `Import ${title} from an uploaded workbook as a background task: every row checked, all or nothing (default) or the valid rows only, with an error report.`,
    }),
    startExport: declareCommand({
      service: names.service, command: names.export, permission: names.view, input: filter, output: taskView,
      summary: `Export the ${title} the list's filters select to an .xlsx, as a background task.`,
    }),
  };
}

export type TableCommands = ReturnType<typeof declareTableCommands>;
