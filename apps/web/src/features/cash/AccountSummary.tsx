import { Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CashAccountView } from '@parcelflow/contract';
import { groupedAmount, RedWhenNegative } from './amountText.tsx';
import { carrierNameIn } from './carrierName.ts';

/** An account at a glance: who, where, and its balance, reserved, available and credit limit. */
export function AccountSummary({ account }: { account: CashAccountView }) {
  const { t, i18n } = useTranslation();
  const items = [
    { key: 'customer', label: t('cash.field.customer'), children: `${account.customerCode} ${account.customerName}` },
    { key: 'carrier', label: t('cash.field.carrier'), children: carrierNameIn(account, i18n.language) },
    { key: 'settlementType', label: t('cash.field.settlementType'), children: t(`customer.settlementType.${account.settlementType}`) },
    { key: 'currency', label: t('cash.field.currency'), children: account.currency },
    { key: 'balance', label: t('cash.field.balance'), children: <RedWhenNegative text={account.balance} /> },
    { key: 'reserved', label: t('cash.field.reserved'), children: groupedAmount(account.reserved) },
    { key: 'available', label: t('cash.field.available'), children: <RedWhenNegative text={account.available} /> },
    { key: 'creditLimit', label: t('cash.field.creditLimit'), children: account.creditLimit === null ? t('cash.limit.none') : groupedAmount(account.creditLimit) },
    { key: 'lastEntryAt', label: t('cash.field.lastEntryAt'), children: account.lastEntryAt ? dayjs(account.lastEntryAt).format('YYYY-MM-DD HH:mm:ss') : '—' },
  ];
  return <Descriptions size="small" bordered column={3} items={items} style={{ marginBottom: 12 }} />;
}
