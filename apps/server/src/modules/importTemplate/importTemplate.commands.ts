import { builtInColumnsOf, DEFAULT_LANGUAGE, matchLanguage } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/importTemplate/commands';
import { implement } from '../../envelope/command.ts';
import { getCompanyTemplate, listCompanyTemplates } from './importTemplate.queries.ts';
import { deleteTemplate, insertTemplate, updateTemplate } from './importTemplate.write.ts';

export const importTemplateCommands = [
  implement(contract.listCompanyImportTemplates, (ctx, input) => listCompanyTemplates(ctx.db, ctx.caller.companyId, input)),
  implement(contract.getCompanyImportTemplate, (ctx, input) => getCompanyTemplate(ctx.db, ctx.caller.companyId, input.id)),
  implement(contract.saveCompanyImportTemplate, (ctx, input) => {
    const { id, version, ...content } = input;
    // The contract requires the version whenever an id is given.
    return id === undefined ? insertTemplate(ctx, content) : updateTemplate(ctx, id, version!, content);
  }),
  implement(contract.copyBuiltInImportTemplate, (ctx, input) => {
    const columns = builtInColumnsOf(input.templateId, matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE);
    return insertTemplate(ctx, { name: input.name, kind: input.templateId, ...columns });
  }),
  implement(contract.deleteCompanyImportTemplate, async (ctx, input) => {
    await deleteTemplate(ctx, input.id);
    return {};
  }),
];
