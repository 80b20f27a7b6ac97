import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { CURRENCIES } from '../order/enums.ts';
import { amountField, countryCode, latinText, weightField } from '../order/fields.ts';
import { ORDER_FIELD_MAX } from '../order/limits.ts';
import { COUNTRY_CODE_FORMAT, declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';

/**
 * SKU library (systemManagent/skuLibrary): a carrier's customers' products, one row per customer and SKU code,
 * with what an invoice line declares of them. The order form and the order import fill invoice lines from it.
 */
export const SKU_LIMITS = { codeMax: 40, customerCodeMax: 40 } as const;
/** Rows one import file may bring: a large seller's catalogue. */
export const SKU_IMPORT_MAX_ROWS = 50_000;

const F = ORDER_FIELD_MAX;
const idField = z.number().int().positive();
const text = (max: number) => z.string().trim().max(max).default('');
/** An empty cell or field means "none"; a spreadsheet's text cell "2.5" is the number. */
const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess((value) => {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}, schema.optional());

/** A SKU code as typed, in upper case so "ab-1" and "AB-1" are one product of a customer. */
export const skuCode = z.string().trim().toUpperCase().min(1).max(SKU_LIMITS.codeMax).regex(/^[A-Z0-9._\-/]+$/);

/** What a SKU declares, as the invoice line's fields name it. */
export const skuFields = {
  code: skuCode,
  nameCn: z.string().trim().min(1).max(F.invoiceName),
  nameEn: text(F.invoiceName),
  customsCode: text(F.customsCode),
  unitPrice: optionalNumber(amountField),
  currency: z.string().trim().toUpperCase().pipe(z.enum(CURRENCIES)).default('USD'),
  unitWeight: optionalNumber(weightField),
  material: latinText(F.purposeMaterial).default(''),
  purpose: latinText(F.purposeMaterial).default(''),
  brand: text(F.brandSpec),
  origin: z.preprocess((value) => (value === '' ? undefined : value), countryCode.optional()),
  unit: text(F.unit),
};

export const saveSkuInput = z.object({ id: idField.optional(), customerId: idField, ...skuFields });
export type SaveSkuInput = z.infer<typeof saveSkuInput>;

/** The list's filters, which an export applies too. */
export const skuFilterFields = {
  /** Matches the code and both names. */
  keyword: z.string().trim().max(40).default(''),
  customerId: idField.optional(),
};
export const skuFilter = z.object(skuFilterFields);
export const listSkusInput = z.object({ ...pageQueryFields, ...skuFilterFields });
export type ListSkusInput = z.infer<typeof listSkusInput>;

export const skuView = z.object({
  id: z.number(),
  customerId: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  customsCode: z.string(),
  unitPrice: z.number().nullable(),
  currency: z.string(),
  unitWeight: z.number().nullable(),
  material: z.string(),
  purpose: z.string(),
  brand: z.string(),
  origin: z.string().nullable(),
  unit: z.string(),
});
export type SkuView = z.infer<typeof skuView>;

export const skuIdInput = z.object({ id: idField });

/** The order form's SKU autocomplete: the order's customer's SKUs whose code or name holds the keyword. */
export const findSkusInput = z.object({ customerId: idField, keyword: z.string().trim().max(40).default('') });
export const findSkusOutput = z.object({ list: z.array(skuView) });

const TEXT = TEXT_FORMAT;

/** skuLibrary as Excel sees it: one row per SKU, known by its customer's code and the SKU code. */
export const skuTable = declareTable({
  name: 'sku',
  title: tableTexts('SKU 库', 'SKU 庫', 'SKU library'),
  cells: { customerCode: z.string().trim().toUpperCase().min(1).max(SKU_LIMITS.customerCodeMax), ...skuFields },
  columns: [
    { key: 'customerCode', header: tableTexts('客户代码(Customer)', '客戶代碼(Customer)', 'Customer code'), format: TEXT, example: 'C0001' },
    { key: 'code', header: tableTexts('SKU', 'SKU', 'SKU'), format: tableTexts('字母、数字和 . _ - /', '字母、數字和 . _ - /', 'Letters, digits and . _ - /'), example: 'PC-001' },
    { key: 'nameCn', header: tableTexts('中文品名(Chinese name)', '中文品名(Chinese name)', 'Chinese name'), format: TEXT, example: '手机壳' },
    { key: 'nameEn', header: tableTexts('英文品名(English name)', '英文品名(English name)', 'English name'), format: TEXT, example: 'Phone case' },
    { key: 'customsCode', header: tableTexts('海关编码(HS code)', '海關編碼(HS code)', 'HS code'), format: TEXT, example: '3926909090' },
    { key: 'unitPrice', header: tableTexts('单价(Unit price)', '單價(Unit price)', 'Unit price'), format: tableTexts('数字,最多两位小数', '數字,最多兩位小數', 'Number, at most 2 decimals'), example: '2.5' },
    { key: 'currency', header: tableTexts('币种(Currency)', '幣別(Currency)', 'Currency'), format: tableTexts(CURRENCIES.join(' '), CURRENCIES.join(' '), CURRENCIES.join(' ')), example: 'USD' },
    { key: 'unitWeight', header: tableTexts('单重KG(Unit weight)', '單重KG(Unit weight)', 'Unit weight kg'), format: tableTexts('数字,最多三位小数', '數字,最多三位小數', 'Number, at most 3 decimals'), example: '0.1' },
    { key: 'material', header: tableTexts('材质(Material)', '材質(Material)', 'Material'), format: tableTexts('英文', '英文', 'English'), example: 'Silicone' },
    { key: 'purpose', header: tableTexts('用途(Purpose)', '用途(Purpose)', 'Purpose'), format: tableTexts('英文', '英文', 'English'), example: 'Protection' },
    { key: 'brand', header: tableTexts('品牌(Brand)', '品牌(Brand)', 'Brand'), format: TEXT, example: '' },
    { key: 'origin', header: tableTexts('原产国(Origin)', '原產國(Origin)', 'Origin country'), format: COUNTRY_CODE_FORMAT, example: 'CN' },
    { key: 'unit', header: tableTexts('单位(Unit)', '單位(Unit)', 'Unit'), format: TEXT, example: 'PCS' },
  ],
  keyOf: (row) => `${row.customerCode}\t${row.code}`,
  keyColumns: ['customerCode', 'code'],
  maxRows: SKU_IMPORT_MAX_ROWS,
});
export type SkuImportRow = z.output<typeof skuTable.row>;
