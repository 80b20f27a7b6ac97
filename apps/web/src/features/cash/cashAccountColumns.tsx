import { Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { CashAccountView } from '@parcelflow/contract';
import { groupedAmount, RedWhenNegative } from './amountText.tsx';
import { carrierNameIn } from './carrierName.ts';

/** A row of the list: the account and its key (customer and currency). */
export type AccountRow = CashAccountView & { accountKey: string };

type Options = {
  /** A cargo owner holds accounts at several carriers: the carrier is named on each row. */
  showCarrier: boolean;
  /** The interface language: the carrier is named in English on English pages. */
  language: string;
  onOpen: (account: CashAccountView) => void;
};

/** How many columns stand before the currency (the footer's label spans them). */
export const leadingColumns = (showCarrier: boolean) => (showCarrier ? 3 : 2);

/** The cash list's columns, fitting a 1440 px screen with the carrier's column too; amounts are the server's exact text, right aligned. */
export function cashAccountColumns(t: TFunction, { showCarrier, language, onOpen }: Options): TableColumnsType<AccountRow> {
  return [
    {
      title: t('cash.field.customer'), key: 'customer', width: 170, ellipsis: true,
      render: (_, account) => <Typography.Link onClick={() => onOpen(account)}>{`${account.customerCode} ${account.customerName}`}</Typography.Link>,
    },
    // Not cut: an English carrier name ("Huayun International Logistics") takes a second line instead.
    ...(showCarrier ? [{ title: t('cash.field.carrier'), key: 'carrier', width: 140, render: (_: unknown, account: AccountRow) => carrierNameIn(account, language) }] : []),
    { title: t('cash.field.settlementType'), dataIndex: 'settlementType', width: 90, render: (type: string) => t(`customer.settlementType.${type}`) },
    { title: t('cash.field.currency'), dataIndex: 'currency', width: 80 },
    { title: t('cash.field.balance'), dataIndex: 'balance', width: 125, align: 'right', render: (text: string) => <RedWhenNegative text={text} /> },
    { title: t('cash.field.reserved'), dataIndex: 'reserved', width: 120, align: 'right', render: (text: string) => groupedAmount(text) },
    { title: t('cash.field.available'), dataIndex: 'available', width: 125, align: 'right', render: (text: string) => <RedWhenNegative text={text} /> },
    { title: t('cash.field.creditLimit'), dataIndex: 'creditLimit', width: 110, align: 'right', render: (text: string | null) => (text === null ? '—' : groupedAmount(text)) },
    { title: t('cash.field.lastEntryAt'), dataIndex: 'lastEntryAt', width: 150, render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm:ss') : '—') },
  ];
}
