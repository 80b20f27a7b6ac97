import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { comboBoxInput, comboBoxOutput } from '../order/commands.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import { findSkusInput, findSkusOutput, listSkusInput, saveSkuInput, skuFilter, skuIdInput, skuTable, skuView } from './sku.ts';

export const listSkus = declareCommand({
  service: 'main', command: 'listSkus', permission: 'sku.view', input: listSkusInput, output: pageOf(skuView),
  summary: "One page of the SKU library: the company's customers' products, filtered by customer and text.",
});

export const saveSku = declareCommand({
  service: 'main', command: 'saveSku', permission: 'sku.edit', input: saveSkuInput, output: z.object({ id: z.number() }),
  summary: "Create a SKU (no id) or change one; the code is unique per customer.",
});

export const deleteSku = declareCommand({
  service: 'main', command: 'deleteSku', permission: 'sku.edit', input: skuIdInput, output: emptyOutput,
  summary: 'Delete a SKU of the company.',
});

/** The order form's autocomplete, for whoever may enter orders (not only who may see the library). */
export const skuComboBox = declareCommand({
  service: 'main', command: 'skuComboBox', permission: 'order.view', input: findSkusInput, output: findSkusOutput,
  summary: "The order customer's SKUs whose code or name holds the keyword, an exact code first, 10 at most: what fills an invoice line.",
});

/** The library's customer field and filter, for whoever may see the library (not only who may enter orders). */
export const skuCustomerComboBox = declareCommand({
  service: 'main', command: 'skuCustomerComboBox', permission: 'sku.view', input: comboBoxInput, output: comboBoxOutput,
  summary: "The company's customers (not deleted) whose code or name holds the keyword, 10 a page, for the SKU library.",
});

export const skuExcel = declareTableCommands(skuTable, {
  service: 'main', template: 'downloadSkuTemplate', import: 'startSkuImport', export: 'startSkuExport',
  view: 'sku.view', edit: 'sku.edit',
}, skuFilter);

export const skuDeclarations = [
  listSkus, saveSku, deleteSku, skuComboBox, skuCustomerComboBox,
  skuExcel.downloadTemplate, skuExcel.startImport, skuExcel.startExport,
];
