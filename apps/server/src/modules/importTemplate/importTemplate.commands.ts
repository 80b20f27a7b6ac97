import {
  builtInColumnsOf, companyImportTemplateIdInput, copyBuiltInImportTemplateInput, DEFAULT_LANGUAGE, listCompanyImportTemplatesInput,
  matchLanguage, saveCompanyImportTemplateInput,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { defineCommand, type GuardedContext } from '../../envelope/command.ts';
import { getCompanyTemplate, listCompanyTemplates } from './importTemplate.queries.ts';
import { deleteTemplate, insertTemplate, updateTemplate } from './importTemplate.write.ts';

/** Runs a write and its audit row in one transaction. */
const inTransaction = <T>(ctx: GuardedContext, write: (tx: Db) => Promise<T>): Promise<T> =>
  ctx.db.transaction((transaction) => write(transaction as unknown as Db));

export const importTemplateCommands = [
  defineCommand({
    service: 'main', command: 'listCompanyImportTemplates', permission: 'importTemplate.view', input: listCompanyImportTemplatesInput,
    summary: "A page of the company's own import templates, the last changed first: name, base kind, number of columns, last change.",
    handler: (ctx, input) => listCompanyTemplates(ctx.db, ctx.caller.companyId, input),
  }),
  defineCommand({
    service: 'main', command: 'getCompanyImportTemplate', permission: 'importTemplate.view', input: companyImportTemplateIdInput,
    summary: "One of the company's import templates with its columns (system field, Excel header, required) and version.",
    handler: (ctx, input) => getCompanyTemplate(ctx.db, ctx.caller.companyId, input.id),
  }),
  defineCommand({
    service: 'main', command: 'saveCompanyImportTemplate', permission: 'importTemplate.edit', input: saveCompanyImportTemplateInput,
    summary: 'Create an import template (no id) or change one at the version it was read at; names are unique in the company.',
    handler: (ctx, input) => {
      const { id, version, ...content } = input;
      // The contract requires the version whenever an id is given.
      return inTransaction(ctx, (tx) => (id === undefined ? insertTemplate(tx, ctx, content) : updateTemplate(tx, ctx, id, version!, content)));
    },
  }),
  defineCommand({
    service: 'main', command: 'copyBuiltInImportTemplate', permission: 'importTemplate.edit', input: copyBuiltInImportTemplateInput,
    summary: "Save a built-in import template as the company's own under a new name, its headers in the caller's language.",
    handler: (ctx, input) => {
      const columns = builtInColumnsOf(input.templateId, matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE);
      return inTransaction(ctx, (tx) => insertTemplate(tx, ctx, { name: input.name, kind: input.templateId, ...columns }));
    },
  }),
  defineCommand({
    service: 'main', command: 'deleteCompanyImportTemplate', permission: 'importTemplate.edit', input: companyImportTemplateIdInput,
    summary: "Delete one of the company's import templates; an import queued with it and not yet run then fails with templateId notFound.",
    handler: async (ctx, input) => {
      await inTransaction(ctx, (tx) => deleteTemplate(tx, ctx, input.id));
      return {};
    },
  }),
];
