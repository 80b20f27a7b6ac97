import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { LedgerEntryView } from '@parcelflow/contract';
import { groupedAmount, SignedAmount } from './amountText.tsx';

const orDash = (text: string | null) => text ?? '—';

/** An entry's kind in words; a reversal names the entry it undoes. */
export function kindText(t: TFunction, entry: LedgerEntryView): string {
  const kind = t(`cash.kind.${entry.kind}`);
  return entry.reversesEntryId === null ? kind : t('cash.entry.reverses', { kind, id: entry.reversesEntryId });
}

/**
 * The entries' columns, newest first: what moved, by how much (signed, coloured), the balance after and why. Their widths
 * fit the drawer at 1440 px, the actions column included.
 */
export function ledgerColumns(t: TFunction, actions?: (entry: LedgerEntryView) => ReactNode): TableColumnsType<LedgerEntryView> {
  const columns: TableColumnsType<LedgerEntryView> = [
    { title: t('cash.entry.id'), dataIndex: 'id', width: 70, render: (id: number) => `#${id}` },
    { title: t('cash.entry.createdAt'), dataIndex: 'createdAt', width: 150, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
    { title: t('cash.entry.kind'), key: 'kind', width: 110, render: (_, entry) => kindText(t, entry) },
    { title: t('cash.entry.amount'), dataIndex: 'amount', width: 115, align: 'right', render: (text: string) => <SignedAmount text={text} /> },
    { title: t('cash.entry.balanceAfter'), dataIndex: 'balanceAfter', width: 115, align: 'right', render: (text: string) => groupedAmount(text) },
    { title: t('cash.entry.orderNo'), dataIndex: 'orderNo', width: 145, render: orDash },
    { title: t('cash.entry.rechargeNo'), dataIndex: 'rechargeNo', width: 145, render: orDash },
    { title: t('cash.entry.reason'), dataIndex: 'reason', width: 140, ellipsis: true, render: orDash },
    { title: t('cash.entry.createdBy'), dataIndex: 'createdByName', width: 90, render: orDash },
    {
      title: t('cash.entry.reversedBy'), dataIndex: 'reversedByEntryId', width: 100,
      render: (id: number | null) => (id === null ? '—' : t('cash.entry.reversedByEntry', { id })),
    },
  ];
  if (actions) columns.push({ title: t('cash.entry.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right', render: (_, entry) => actions(entry) });
  return columns;
}
