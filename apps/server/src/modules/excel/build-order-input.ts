import { builtInBaseData, fieldGroupOf, fieldRuleOf, type ExcelRowProblem, type ImportFieldKey, type ImportTemplate, type PartyFieldKey, type TemplateColumn } from '@parcelflow/contract';
import { fieldValueOf } from './field-value.ts';
import type { OrderGroup } from './group-order-rows.ts';
import type { ImportWorkbook } from './read-import-workbook.ts';
import type { ImportRow, ImportSheet } from './read-sheet.ts';
import { rowProblem } from './row-problem.ts';

/**
 * What an import needs from the database, given as plain functions so these rules stay pure: codes to
 * ids, an Amazon warehouse's address, and the customer and channel chosen in the import dialog (or
 * implied by who imports), used where a row leaves them empty.
 */
export type ImportLookups = {
  resolveCustomer: (code: string) => number | undefined;
  resolveChannel: (code: string) => number | undefined;
  resolveWarehouse?: (code: string) => Partial<Record<PartyFieldKey, string>> | undefined;
  /** A customer's SKU as the invoice line fields it fills (the SKU library). */
  resolveSku?: (customerId: number, code: string) => Record<string, unknown> | undefined;
  /** A goods type of the company's own (systemManage/baseData) by its code or a name, to its code. */
  resolveGoodsType?: (text: string) => string | undefined;
  customerId?: number;
  channelId?: number;
};

type Input = Record<string, unknown>;
type Cells = { read: (sheet: ImportSheet, row: ImportRow, field: ImportFieldKey) => unknown; require: (sheet: ImportSheet, row: ImportRow, columns: readonly TemplateColumn[]) => void };

/** An order group as the order input the contract validates, and the problems met while reading its cells. */
export function buildOrderInput(group: OrderGroup, template: ImportTemplate, workbook: ImportWorkbook, lookups: ImportLookups): { input: Input; problems: ExcelRowProblem[] } {
  const problems: ExcelRowProblem[] = [];
  const cells = cellReader(workbook, problems);
  const { orders } = workbook;
  const [first] = group.rows;
  cells.require(orders, first, template.columns.filter((column) => column.required && fieldGroupOf(column.field) === 'order'));
  const input: Input = { kind: template.kind, receiver: {}, sender: {} };
  for (const field of orders.columns.keys()) {
    if (fieldGroupOf(field) === 'order' && field !== 'customerCode' && field !== 'channelCode') setField(input, field, cells.read(orders, first, field));
  }
  const lookup = (field: 'customerCode' | 'channelCode', resolve: (code: string) => number | undefined, chosen: number | undefined) => {
    const code = cells.read(orders, first, field);
    if (typeof code !== 'string') return chosen;
    const id = resolve(code);
    if (id === undefined) problems.push(rowProblem(orders, first.row, field, 'notFound', { value: code }));
    return id;
  };
  resolveGoodsType(input, lookups, (value) => problems.push(rowProblem(orders, first.row, 'goodsType', 'notFound', { value })));
  input.customerId = lookup('customerCode', lookups.resolveCustomer, lookups.customerId);
  input.channelId = lookup('channelCode', lookups.resolveChannel, lookups.channelId);
  if (input.channelId === undefined && !problems.some((problem) => problem.field === 'channelCode')) problems.push(rowProblem(orders, first.row, 'channelCode', 'channelRequired'));
  input.boxes = boxesOf(group, template, workbook, cells, input);
  input.invoiceLines = invoiceLinesOf(group, template, workbook, cells, skuFiller(input, lookups, problems));
  const unknownWarehouse = fillWarehouseAddress(input, lookups);
  if (unknownWarehouse) problems.push(rowProblem(orders, first.row, 'warehouseCode', 'notFound', { value: unknownWarehouse }));
  return { input, problems };
}

/** A goods type the product has not built in is one of the company's own, by code or name, or not known at all. */
function resolveGoodsType(input: Input, lookups: ImportLookups, unknown: (value: string) => void): void {
  const given = input.goodsType;
  if (typeof given !== 'string' || builtInBaseData('goodsType', given)) return;
  const own = lookups.resolveGoodsType?.(given);
  if (own) input.goodsType = own;
  else unknown(given);
}

/** Reads cells as field values; what cannot be read, or is required and empty, becomes a problem. */
function cellReader(workbook: ImportWorkbook, problems: ExcelRowProblem[]): Cells {
  return {
    read: (sheet, row, field) => {
      const cell = row.values.get(field);
      if (cell === undefined) return undefined;
      const converted = fieldValueOf(cell, fieldRuleOf(field), workbook.date1904);
      if ('value' in converted) return converted.value;
      problems.push(rowProblem(sheet, row.row, field, converted.reason, converted.params));
      return undefined;
    },
    require: (sheet, row, columns) => {
      for (const { field } of columns) if (!row.values.has(field)) problems.push(rowProblem(sheet, row.row, field, 'required'));
    },
  };
}

/** One box per row; a one-row order's box holds the whole order unless the row says otherwise. */
function boxesOf(group: OrderGroup, template: ImportTemplate, workbook: ImportWorkbook, cells: Cells, input: Input): Input[] {
  const columns = template.columns.filter((column) => fieldGroupOf(column.field) === 'boxes');
  return group.rows.map((row, index) => {
    cells.require(workbook.orders, row, columns.filter((column) => column.required));
    const box: Input = {};
    for (const { field } of columns) setField(box, field.slice('boxes.'.length), cells.read(workbook.orders, row, field));
    box.boxNo ??= String(index + 1);
    if (group.rows.length === 1) Object.assign(box, { quantity: box.quantity ?? input.pieces, weight: box.weight ?? input.weight });
    return box;
  });
}

type SkuFiller = (sheet: ImportSheet, row: ImportRow, line: Input) => void;

/** Fills a line's empty cells from the SKU it names (what the row gives wins); an unknown SKU is a problem on its cell. */
function skuFiller(input: Input, lookups: ImportLookups, problems: ExcelRowProblem[]): SkuFiller {
  return (sheet, row, line) => {
    const code = line.sku;
    if (typeof code !== 'string' || !lookups.resolveSku) return;
    const fill = typeof input.customerId === 'number' ? lookups.resolveSku(input.customerId, code) : undefined;
    if (fill) Object.assign(line, { ...fill, ...line });
    else problems.push(rowProblem(sheet, row.row, 'invoiceLines.sku', 'notFound', { value: code }));
  };
}

function invoiceLinesOf(group: OrderGroup, template: ImportTemplate, workbook: ImportWorkbook, cells: Cells, fillFromSku: SkuFiller): Input[] {
  const sheet = workbook.invoiceLines;
  const columns = (template.invoiceColumns ?? []).filter((column) => fieldGroupOf(column.field) === 'invoiceLines');
  if (!sheet) return [];
  return group.invoiceRows.map((row) => {
    const line: Input = {};
    for (const { field } of columns) setField(line, field.slice('invoiceLines.'.length), cells.read(sheet, row, field));
    fillFromSku(sheet, row, line);
    // A required cell left empty is a problem only when the line's SKU did not fill it.
    cells.require(sheet, row, columns.filter((column) => column.required && line[column.field.slice('invoiceLines.'.length)] === undefined));
    return line;
  });
}

/** An FBA order's receiver is its Amazon warehouse; what the row gives itself wins. Answers an unknown code. */
function fillWarehouseAddress(input: Input, lookups: ImportLookups): string | undefined {
  const code = input.warehouseCode;
  if (!lookups.resolveWarehouse || typeof code !== 'string' || (input.kind !== 'fba' && input.kind !== 'fbacommon')) return undefined;
  const address = lookups.resolveWarehouse(code);
  if (!address) return code;
  input.receiver = { ...address, ...(input.receiver as Input) };
  return undefined;
}

/** "receiver.phone" as ["receiver", "phone"], split once: an import sets a field for every cell. */
const PATHS = new Map<string, readonly [string, string | undefined]>();

function setField(target: Input, path: string, value: unknown): void {
  if (value === undefined) return;
  let parts = PATHS.get(path);
  if (!parts) {
    const [head, key] = path.split('.');
    parts = [head, key];
    PATHS.set(path, parts);
  }
  const [head, key] = parts;
  if (key === undefined) target[head] = value;
  else (target[head] as Input)[key] = value;
}
