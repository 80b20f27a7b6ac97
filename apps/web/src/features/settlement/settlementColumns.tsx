import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { SettlementBucket, SettlementDimension, SettlementRow } from '@parcelflow/contract';
import { groupedAmount, RedWhenNegative } from '../cash/amountText.tsx';
import { bucketLabel } from './groupBy.ts';

/** A row of the table: its group and currency as one key. */
export type SettlementTableRow = SettlementRow & { rowKey: string };

/** How many columns name the group (the footer's label spans them): a code and a name, or a period. */
export const groupColumnCount = (dimension: SettlementDimension) => (dimension === 'period' ? 1 : 2);

/** An amount the server may leave out (received by channel): a dash. */
export const amountOrDash = (text: string | null) => (text === null ? '—' : groupedAmount(text));

/** The table's columns for a grouping, fitting a 1440 px screen; amounts are the server's exact text, right aligned, movements red below 0. */
export function settlementColumns(t: TFunction, dimension: SettlementDimension, bucket: SettlementBucket): TableColumnsType<SettlementTableRow> {
  const weekOf = (from: string, to: string) => t('settlement.weekOf', { from, to });
  const group: TableColumnsType<SettlementTableRow> = dimension === 'period'
    ? [{ title: t('settlement.field.period'), dataIndex: 'key', width: 190, render: (key: string) => bucketLabel(key, bucket, weekOf) }]
    : [
      { title: t('settlement.field.codeOf', { group: t(`settlement.field.${dimension}`) }), dataIndex: 'code', width: 110, ellipsis: true, render: (code: string | null) => code ?? '—' },
      {
        title: t('settlement.field.name'), dataIndex: 'name', width: 150, ellipsis: true,
        render: (name: string | null, row) => (row.key === '0' && dimension === 'site' ? t('settlement.noSite') : name ?? '—'),
      },
    ];
  return [
    ...group,
    { title: t('settlement.field.currency'), dataIndex: 'currency', width: 84 },
    { title: t('settlement.field.orders'), dataIndex: 'orders', width: 72, align: 'right' },
    { title: t('settlement.field.receivable'), dataIndex: 'receivable', width: 118, align: 'right', render: (text: string) => groupedAmount(text) },
    { title: t('settlement.field.billed'), dataIndex: 'billed', width: 118, align: 'right', render: (text: string) => groupedAmount(text) },
    { title: t('settlement.field.unbilled'), dataIndex: 'unbilled', width: 118, align: 'right', render: (text: string) => <RedWhenNegative text={text} /> },
    { title: t('settlement.field.received'), dataIndex: 'received', width: 118, align: 'right', render: amountOrDash },
    {
      title: t('settlement.field.balanceMovement'), dataIndex: 'balanceMovement', width: 130, align: 'right',
      render: (text: string | null) => (text === null ? '—' : <RedWhenNegative text={text} />),
    },
  ];
}
