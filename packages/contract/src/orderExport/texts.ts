import type { Language } from '../languages.ts';
import type { OrderKind } from '../order/enums.ts';
import type { OrderStatus } from '../order/status.ts';
import type { OrderExportColumn } from './columns.ts';
import { EN_US_EXPORT_TEXTS } from './texts.en-us.ts';
import { ZH_CN_EXPORT_TEXTS } from './texts.zh-cn.ts';
import { ZH_TW_EXPORT_TEXTS } from './texts.zh-tw.ts';

/**
 * What an order export says, once per language. The server writes the file without the web's locale files,
 * so the labels live here; a test checks they are the web's order.field, order.status and order.kind texts.
 */
export type OrderExportTexts = {
  columns: Record<OrderExportColumn, string>;
  statuses: Record<OrderStatus, string>;
  kinds: Record<OrderKind, string>;
  sheetName: string;
  /** The file is named `<prefix>-yyyymmdd-HHmmss.xlsx`. */
  fileNamePrefix: string;
};

export const ORDER_EXPORT_TEXTS: Record<Language, OrderExportTexts> = {
  'zh-CN': ZH_CN_EXPORT_TEXTS,
  'zh-TW': ZH_TW_EXPORT_TEXTS,
  'en-US': EN_US_EXPORT_TEXTS,
};
