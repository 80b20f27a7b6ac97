import { builtInLayoutOf, type SavePrintTemplateInput } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/printTemplate/commands';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { customerPrintRuleCommands } from './customerPrintRule.commands.ts';
import { defaultTargetPage } from './default-targets.ts';
import { readLayoutImages, readSentLayoutImages } from './layout-images.ts';
import { previewLayout } from './preview.ts';
import { findTemplate, getTemplateView, listTemplatePage } from './printTemplate.queries.ts';
import { deleteTemplate, insertTemplate, setDefault, unsetDefault, updateTemplate } from './printTemplate.write.ts';

/** A save: the layout as given (its images checked as the caller's), a built-in's on a new template, or none to keep the stored one. */
async function save(ctx: GuardedContext, input: SavePrintTemplateInput): Promise<{ id: number }> {
  const { id, layout: given, builtIn, ...fields } = input;
  if (given) await readSentLayoutImages(ctx, given);
  const layout = given ?? (builtIn && builtInLayoutOf(builtIn).layout);
  if (id !== undefined) return updateTemplate(ctx, id, { ...fields, layout });
  // The contract requires a layout or a built-in on a new template.
  return insertTemplate(ctx, { ...fields, layout: layout! });
}

export const printTemplateCommands = [
  implement(contract.listPrintTemplates, (ctx, input) => listTemplatePage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.getPrintTemplate, (ctx, input) => getTemplateView(ctx.db, ctx.caller.companyId, input.id)),
  implement(contract.savePrintTemplate, save),
  implement(contract.copyPrintTemplate, async (ctx, input) => {
    if (input.from.source === 'builtIn') {
      const { layout, type } = builtInLayoutOf(input.from.builtIn);
      return insertTemplate(ctx, { name: input.name, nameEn: '', type, printMethod: 'pdf', scenario: 'audit', interfaceUrl: '', enabled: true, layout });
    }
    const { name: _name, id: _id, companyId: _companyId, updatedBy: _updatedBy, updatedAt: _updatedAt, ...source } = await findTemplate(ctx.db, ctx.caller.companyId, input.from.id, 'from.id');
    return insertTemplate(ctx, { ...source, name: input.name });
  }),
  implement(contract.deletePrintTemplate, async (ctx, input) => {
    await deleteTemplate(ctx, input.id);
    return {};
  }),
  implement(contract.setPrintTemplateDefault, async (ctx, input) => {
    await setDefault(ctx, input);
    return {};
  }),
  implement(contract.unsetPrintTemplateDefault, async (ctx, input) => {
    await unsetDefault(ctx, input);
    return {};
  }),
  implement(contract.printDefaultTargetComboBox, (ctx, input) => defaultTargetPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.previewPrintTemplate, async (ctx, input) => {
    if (input.layout) return previewLayout(ctx, input.layout, await readSentLayoutImages(ctx, input.layout), 'preview.pdf');
    // The contract requires an id when no layout is given.
    const template = await findTemplate(ctx.db, ctx.caller.companyId, input.id!);
    return previewLayout(ctx, template.layout, await readLayoutImages(ctx, template.layout), `preview-${template.id}.pdf`);
  }),
  ...customerPrintRuleCommands,
];
