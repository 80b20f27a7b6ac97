import { z } from 'zod';
import { declareCommand, emptyInput, fileOutput } from '../command.ts';
import { taskView } from '../task/task.ts';
import { tableTexts } from '../tableImport/table.ts';
import { RATE_METHODS, type RateMethod } from './rateCard.ts';

/**
 * A rate card as a carrier's workbook (docs/prices.md "Excel"): a Rates sheet with zones across and weight breaks
 * down, a Zones sheet (one row per country of a zone) and a Surcharges sheet. Sheet names and headers are written in
 * the caller's language and recognised in all three.
 */
export const RATE_CARD_SHEETS = {
  rates: tableTexts('价格', '價格', 'Rates'),
  zones: tableTexts('分区', '分區', 'Zones'),
  surcharges: tableTexts('附加费', '附加費', 'Surcharges'),
} as const;

/** The downloaded files' names (the export adds the card's name and first day). */
export const RATE_CARD_FILE_NAMES = { template: tableTexts('运价表模板', '運價表範本', 'Rate card template') } as const;

/** The Rates sheet's fixed columns; every other header cell is a zone code. */
export const RATE_SHEET_HEADERS = {
  fromKg: tableTexts('起始重量kg', '起始重量kg', 'From kg'),
  toKg: tableTexts('截止重量kg', '截止重量kg', 'To kg'),
  method: tableTexts('计价方式', '計價方式', 'Method'),
  stepKg: tableTexts('续重单位kg', '續重單位kg', 'Step kg'),
} as const;

export const ZONE_SHEET_HEADERS = {
  zone: tableTexts('分区', '分區', 'Zone'),
  name: tableTexts('分区名称', '分區名稱', 'Zone name'),
  country: tableTexts('国家', '國家', 'Country'),
  postcodes: tableTexts('邮编', '郵遞區號', 'Postcodes'),
  cities: tableTexts('城市', '城市', 'Cities'),
} as const;

export const SURCHARGE_SHEET_HEADERS = {
  kind: tableTexts('类型', '類型', 'Kind'),
  basis: tableTexts('计费方式', '計費方式', 'Basis'),
  amount: tableTexts('金额', '金額', 'Amount'),
  goodsType: tableTexts('货物类型', '貨物類型', 'Goods type'),
  threshold: tableTexts('阈值', '閾值', 'Threshold'),
  validFrom: tableTexts('开始日期', '開始日期', 'From'),
  validTo: tableTexts('结束日期', '結束日期', 'To'),
} as const;

/** A weight break's method as a cell writes it; a cell may also hold the code itself (flat, perKg…). */
export const RATE_METHOD_LABELS: Readonly<Record<RateMethod, ReturnType<typeof tableTexts>>> = {
  flat: tableTexts('固定价', '固定價', 'Flat'),
  perKg: tableTexts('按公斤', '按公斤', 'Per kg'),
  additional: tableTexts('续重', '續重', 'Additional'),
  perPiece: tableTexts('按件', '按件', 'Per piece'),
};

/** What carriers' own sheets also write: 首重 (first weight) is a flat band, 每公斤 and 每件 per kg and per piece. */
const RATE_METHOD_ALIASES: Readonly<Record<RateMethod, readonly string[]>> = { flat: ['首重'], perKg: ['每公斤'], additional: [], perPiece: ['每件'] };

/** The method a cell names, in any language or by its code, without case or spaces; undefined when none. */
export function rateMethodOf(text: string): RateMethod | undefined {
  const key = text.replace(/\s+/g, '').toLowerCase();
  return RATE_METHODS.find((method) => method.toLowerCase() === key
    || [...Object.values(RATE_METHOD_LABELS[method]), ...RATE_METHOD_ALIASES[method]].some((label) => label.replace(/\s+/g, '').toLowerCase() === key));
}

export const rateCardImportInput = z.object({
  /** The card the file's zones, breaks and surcharges replace; its own fields stay. */
  id: z.number().int().positive(),
  fileId: z.number().int().positive(),
});
export type RateCardImportInput = z.infer<typeof rateCardImportInput>;

/** The rateCardImport task's result: what the card holds now. */
export const rateCardImportResult = z.object({ zones: z.number().int(), breaks: z.number().int(), surcharges: z.number().int() });
export type RateCardImportResult = z.infer<typeof rateCardImportResult>;

export const exportRateCard = declareCommand({
  service: 'main', command: 'exportRateCard', permission: 'rateCard.view', input: z.object({ id: z.number().int().positive() }), output: fileOutput,
  summary: "A rate card as the .xlsx a carrier recognises, in the caller's language: rates (zones across, weights down), zones and surcharges.",
});

export const downloadRateCardTemplate = declareCommand({
  service: 'main', command: 'downloadRateCardTemplate', permission: 'rateCard.view', input: emptyInput, output: fileOutput,
  summary: "The rate card workbook's layout with example rows, in the caller's language, to fill in for a new card.",
});

export const startRateCardImport = declareCommand({
  service: 'main', command: 'startRateCardImport', permission: 'rateCard.edit', input: rateCardImportInput, output: taskView,
  summary: "Replace a card's zones, weight breaks and surcharges by an uploaded workbook, as a background task: all or nothing, with an error report naming each cell.",
});

export const rateCardExcelDeclarations = [exportRateCard, downloadRateCardTemplate, startRateCardImport];
