import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages.ts';
import { settlementFilter } from './settlement.ts';
import type { SettlementDimension } from './dimensions.ts';

/** What the settlementExport task is given: the list's filter and the language the workbook is written in. */
export const settlementExportParams = z.object({ filter: settlementFilter, language: z.enum(LANGUAGES) });
export type SettlementExportParams = z.infer<typeof settlementExportParams>;

export const settlementExportResult = z.object({ rows: z.number() });
export type SettlementExportResult = z.infer<typeof settlementExportResult>;

type AmountColumn = 'currency' | 'orders' | 'receivable' | 'billed' | 'unbilled' | 'received' | 'balanceMovement';

/**
 * What the workbook says, once per language: the server writes it without the web's locale files. The web's
 * settlement.json holds the same words (settlement.field, settlement.dimension).
 */
export type SettlementExportTexts = {
  /** The group's columns: its code and name, or the period's first day. */
  group: Record<SettlementDimension, { code: string; name: string }>;
  columns: Record<AmountColumn, string>;
  total: string;
  /** Also the file's name before its days. */
  sheetName: string;
};

export const SETTLEMENT_EXPORT_TEXTS: Record<Language, SettlementExportTexts> = {
  'zh-CN': {
    group: {
      customer: { code: '客户编码', name: '客户名称' }, site: { code: '网点编码', name: '网点名称' },
      channel: { code: '渠道编码', name: '渠道名称' }, period: { code: '期间', name: '' },
    },
    columns: { currency: '币种', orders: '票数', receivable: '应收', billed: '已出账', unbilled: '未出账', received: '实收', balanceMovement: '余额变动' },
    total: '合计',
    sheetName: '结算明细',
  },
  'zh-TW': {
    group: {
      customer: { code: '客戶編碼', name: '客戶名稱' }, site: { code: '網點編碼', name: '網點名稱' },
      channel: { code: '渠道編碼', name: '渠道名稱' }, period: { code: '期間', name: '' },
    },
    columns: { currency: '幣種', orders: '票數', receivable: '應收', billed: '已出賬', unbilled: '未出賬', received: '實收', balanceMovement: '餘額變動' },
    total: '合計',
    sheetName: '結算明細',
  },
  'en-US': {
    group: {
      customer: { code: 'Customer code', name: 'Customer name' }, site: { code: 'Site code', name: 'Site name' },
      channel: { code: 'Channel code', name: 'Channel name' }, period: { code: 'Period', name: '' },
    },
    columns: {
      currency: 'Currency', orders: 'Orders', receivable: 'Receivable', billed: 'Billed', unbilled: 'Unbilled', received: 'Received', balanceMovement: 'Balance movement',
    },
    total: 'Total',
    sheetName: 'Settlement details',
  },
};
