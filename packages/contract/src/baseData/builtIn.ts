import { GOODS_TYPES, PACKING_TYPES } from '../order/enums.ts';
import { EXCEL_TEXTS } from '../excel/texts.ts';

/** The product's enumerations a company sees on systemManage/baseData; all but packing take the company's own entries. */
export const BASE_DATA_KINDS = ['goodsType', 'unit', 'packing', 'purpose'] as const;
export type BaseDataKind = (typeof BASE_DATA_KINDS)[number];
/** Packing is WPX or DOC by the spec's rules (entities-rules 5.1), so a company extends only these. */
export const EXTENSIBLE_BASE_DATA_KINDS = ['goodsType', 'unit', 'purpose'] as const satisfies readonly BaseDataKind[];
export type ExtensibleBaseDataKind = (typeof EXTENSIBLE_BASE_DATA_KINDS)[number];

/** A value's name in each of the product's languages. */
export type BaseDataNames = { nameZhCn: string; nameZhTw: string; nameEn: string };
export type BuiltInBaseData = BaseDataNames & { code: string };

const names = (nameZhCn: string, nameZhTw: string, nameEn: string): BaseDataNames => ({ nameZhCn, nameZhTw, nameEn });

/** Goods types are named as the import templates name them, so a sheet's label and the screen's agree. */
const goodsTypes = GOODS_TYPES.map((code) => ({
  code, ...names(EXCEL_TEXTS['zh-CN'].enumLabels.goodsType[code], EXCEL_TEXTS['zh-TW'].enumLabels.goodsType[code], EXCEL_TEXTS['en-US'].enumLabels.goodsType[code]),
}));

const PACKING_NAMES: Record<(typeof PACKING_TYPES)[number], BaseDataNames> = {
  WPX: names('包裹(非文件)', '包裹(非文件)', 'Parcel (non-document)'),
  DOC: names('文件', '文件', 'Document'),
};

/** The customs units invoice lines most often declare. */
const units: BuiltInBaseData[] = [
  { code: 'PCS', ...names('个/件', '個/件', 'Pieces') },
  { code: 'SET', ...names('套', '套', 'Sets') },
  { code: 'PAIR', ...names('双', '雙', 'Pairs') },
  { code: 'BOX', ...names('盒', '盒', 'Boxes') },
  { code: 'KG', ...names('千克', '公斤', 'Kilograms') },
  { code: 'M', ...names('米', '公尺', 'Metres') },
  { code: 'ROLL', ...names('卷', '捲', 'Rolls') },
  { code: 'DOZ', ...names('打', '打', 'Dozens') },
];

/** Purposes are declared in English on invoices (no Chinese characters, 5.2): the code is the declared text. */
const purposes: BuiltInBaseData[] = [
  { code: 'Daily use', ...names('日常使用', '日常使用', 'Daily use') },
  { code: 'Personal use', ...names('个人自用', '個人自用', 'Personal use') },
  { code: 'Gift', ...names('礼品', '禮品', 'Gift') },
  { code: 'Sample', ...names('样品', '樣品', 'Sample') },
  { code: 'Commercial', ...names('商业销售', '商業銷售', 'Commercial') },
  { code: 'Decoration', ...names('装饰', '裝飾', 'Decoration') },
  { code: 'Protection', ...names('保护', '保護', 'Protection') },
  { code: 'Repair', ...names('维修', '維修', 'Repair') },
];

export const BUILT_IN_BASE_DATA: Readonly<Record<BaseDataKind, readonly BuiltInBaseData[]>> = {
  goodsType: goodsTypes,
  unit: units,
  packing: PACKING_TYPES.map((code) => ({ code, ...PACKING_NAMES[code] })),
  purpose: purposes,
};

/** A built-in value of the kind matching the code in any case, if any. */
export function builtInBaseData(kind: BaseDataKind, code: string): BuiltInBaseData | undefined {
  const lower = code.toLowerCase();
  return BUILT_IN_BASE_DATA[kind].find((value) => value.code.toLowerCase() === lower);
}
