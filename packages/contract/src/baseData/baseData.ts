import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { ORDER_FIELD_MAX } from '../order/limits.ts';
import { declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';
import { BASE_DATA_KINDS, EXTENSIBLE_BASE_DATA_KINDS, type BaseDataKind } from './builtIn.ts';

/**
 * systemManage/baseData: a company's own values of the product's enumerations (goods types, units, purposes), each
 * named in the three languages, offered and accepted beside the built-in ones wherever an order names one.
 */
export const BASE_DATA_LIMITS = { nameMax: 40, perKindMax: 200 } as const;

/** The code as an order stores it: a goods type in lower case (as the built-in ones), a unit in upper case, a purpose as declared. */
const CODE_RULES: Record<BaseDataKind, { max: number; pattern: RegExp; normalise: (code: string) => string }> = {
  goodsType: { max: 40, pattern: /^[a-z0-9_-]+$/, normalise: (code) => code.toLowerCase() },
  unit: { max: ORDER_FIELD_MAX.unit, pattern: /^[A-Z0-9./-]+$/, normalise: (code) => code.toUpperCase() },
  packing: { max: 3, pattern: /^[A-Z]+$/, normalise: (code) => code.toUpperCase() },
  purpose: { max: ORDER_FIELD_MAX.purposeMaterial, pattern: /^[^\u3400-\u9fff\uf900-\ufaff]+$/, normalise: (code) => code.replace(/\s+/g, ' ') },
};

export const normaliseBaseDataCode = (kind: BaseDataKind, code: string): string => CODE_RULES[kind].normalise(code.trim());

/** Whether a code, normalised, has the form its kind stores. */
export function isBaseDataCode(kind: BaseDataKind, code: string): boolean {
  const rule = CODE_RULES[kind];
  const normalised = normaliseBaseDataCode(kind, code);
  return normalised.length > 0 && normalised.length <= rule.max && rule.pattern.test(normalised);
}

/** An order's goods type: a built-in one or a code of the company's own (which the server checks it has). */
export const goodsTypeCode = z.string().trim().toLowerCase().min(1).max(CODE_RULES.goodsType.max).regex(CODE_RULES.goodsType.pattern);

const idField = z.number().int().positive();
const nameField = z.string().trim().min(1).max(BASE_DATA_LIMITS.nameMax);

export const baseDataFields = {
  kind: z.enum(EXTENSIBLE_BASE_DATA_KINDS),
  code: z.string().trim().min(1).max(ORDER_FIELD_MAX.purposeMaterial),
  nameZhCn: nameField,
  nameZhTw: nameField,
  nameEn: nameField,
};

const checkCode = (row: { kind: BaseDataKind; code: string }, ctx: z.RefinementCtx) => {
  if (!isBaseDataCode(row.kind, row.code)) ctx.addIssue({ code: 'custom', path: ['code'], params: { reason: 'invalidFormat' } });
};

export const saveBaseDataInput = z.object({ id: idField.optional(), ...baseDataFields }).superRefine(checkCode)
  .transform((row) => ({ ...row, code: normaliseBaseDataCode(row.kind, row.code) }));
export type SaveBaseDataInput = z.output<typeof saveBaseDataInput>;

/** The list's filters, which an export applies too (an export holds the company's own values only). */
export const baseDataFilterFields = {
  kind: z.enum(BASE_DATA_KINDS).optional(),
  /** Matches the code and the three names. */
  keyword: z.string().trim().max(40).default(''),
};
export const baseDataFilter = z.object(baseDataFilterFields);
export type BaseDataFilter = z.infer<typeof baseDataFilter>;
export const listBaseDataInput = z.object({ ...pageQueryFields, ...baseDataFilterFields });
export type ListBaseDataInput = z.infer<typeof listBaseDataInput>;

/** One value as the screens show it: a built-in one has no id and cannot be changed. */
export const baseDataValue = z.object({
  kind: z.enum(BASE_DATA_KINDS),
  code: z.string(),
  nameZhCn: z.string(),
  nameZhTw: z.string(),
  nameEn: z.string(),
  builtIn: z.boolean(),
});
export type BaseDataValue = z.infer<typeof baseDataValue>;
export const baseDataView = baseDataValue.extend({ id: z.number().nullable(), key: z.string() });
export type BaseDataView = z.infer<typeof baseDataView>;

export const baseDataIdInput = z.object({ id: idField });

/** The order form's choices: the values of the company that carries the order (a cargo owner names its carrier). */
export const baseDataOptionsInput = z.object({ carrierCompanyNo: z.string().trim().max(20).optional() });
export const baseDataOptionsOutput = z.object({ list: z.array(baseDataValue) });

const KIND_FORMAT = tableTexts(
  `${EXTENSIBLE_BASE_DATA_KINDS.join(' ')}(货物类型 单位 用途)`, `${EXTENSIBLE_BASE_DATA_KINDS.join(' ')}(貨物類型 單位 用途)`, `${EXTENSIBLE_BASE_DATA_KINDS.join(' ')} (goods type, unit, purpose)`,
);

/** baseData as Excel sees it: the company's own values, known by kind and code. */
export const baseDataTable = declareTable({
  name: 'baseData',
  title: tableTexts('基础数据', '基礎資料', 'Base data'),
  cells: baseDataFields,
  columns: [
    { key: 'kind', header: tableTexts('类别(Kind)', '類別(Kind)', 'Kind'), format: KIND_FORMAT, example: 'unit' },
    { key: 'code', header: tableTexts('代码(Code)', '代碼(Code)', 'Code'), format: tableTexts('货物类型:小写字母、数字;单位:大写字母;用途:英文', '貨物類型:小寫字母、數字;單位:大寫字母;用途:英文', 'Goods type: lower-case letters, digits; unit: capitals; purpose: English'), example: 'CTN' },
    { key: 'nameZhCn', header: tableTexts('简体中文名称(Simplified Chinese)', '簡體中文名稱(Simplified Chinese)', 'Simplified Chinese name'), format: TEXT_FORMAT, example: '箱' },
    { key: 'nameZhTw', header: tableTexts('繁体中文名称(Traditional Chinese)', '繁體中文名稱(Traditional Chinese)', 'Traditional Chinese name'), format: TEXT_FORMAT, example: '箱' },
    { key: 'nameEn', header: tableTexts('英文名称(English)', '英文名稱(English)', 'English name'), format: TEXT_FORMAT, example: 'Cartons' },
  ],
  check: checkCode,
  keyOf: (row) => `${row.kind}\t${normaliseBaseDataCode(row.kind, row.code).toLowerCase()}`,
  keyColumns: ['kind', 'code'],
  maxRows: BASE_DATA_LIMITS.perKindMax * EXTENSIBLE_BASE_DATA_KINDS.length,
});
export type BaseDataImportRow = z.output<typeof baseDataTable.row>;
