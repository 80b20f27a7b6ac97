import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { BillView } from '@parcelflow/contract';
import { twoLines } from '../../components/cellLines.tsx';
import { AmountLines } from './amountLines.tsx';
import { ConfirmStatusTag, WriteOffStatusTag } from './billTags.tsx';

type Options = {
  /** A cargo owner is billed by each carrier it works with: the carrier is named on each row. */
  showCarrier: boolean;
  /** The last column, pinned right: details, confirm, write off. */
  actions: { width: number; render: (bill: BillView) => ReactNode };
};

/** A period's first day, and its last under it when it spans several. */
export function PeriodText({ from, to }: { from: string; to: string }) {
  return from === to ? <>{from}</> : twoLines(from, `– ${to}`);
}

/** How many columns stand before the amounts (the footer's label spans them). */
export const columnsBeforeAmounts = (showCarrier: boolean) => (showCarrier ? 6 : 5);

/**
 * The bill list's columns. Related values share a cell on two lines (number and date, the period's ends, type and
 * tickets, payment and settlement, the two statuses), so every column and the pinned actions fit a 1440 px screen
 * with a 17 px scrollbar (1,140 px of table), the cargo owner's carrier column included (1,121 px): nothing scrolls
 * under the actions.
 */
export function billColumns(t: TFunction, { showCarrier, actions }: Options): TableColumnsType<BillView> {
  return [
    { title: t('bill.field.billNoDate'), key: 'billNo', width: 132, render: (_, bill) => twoLines(bill.billNo, bill.billDate) },
    { title: t('bill.field.period'), key: 'period', width: 108, render: (_, bill) => <PeriodText from={bill.periodFrom} to={bill.periodTo} /> },
    {
      title: t('bill.field.customer'), key: 'customer', width: 100, ellipsis: true,
      render: (_, bill) => twoLines(bill.customerCode, bill.customerName),
    },
    ...(showCarrier ? [{ title: t('bill.field.carrier'), dataIndex: 'carrierName', width: 96, ellipsis: true }] : []),
    {
      // A long word (English "Supplementary") breaks with a hyphen rather than anywhere; the heading between its words ("类型 /" "票数").
      title: t('bill.field.typeTickets'), key: 'type', width: 72, onCell: () => ({ style: { hyphens: 'auto' } }),
      onHeaderCell: () => ({ style: { wordBreak: 'keep-all' } }),
      render: (_, bill) => twoLines(t(`bill.type.${bill.type}`), bill.ticketCount),
    },
    {
      title: t('bill.field.paymentSettlement'), key: 'payment', width: 80,
      render: (_, bill) => twoLines(
        // The code alone fits the cell; its name shows on hover.
        bill.paymentMethod ? <span title={t(`order.paymentMethod.${bill.paymentMethod}`)}>{bill.paymentMethod}</span> : '—',
        t(`customer.settlementType.${bill.settlementType}`),
      ),
    },
    { title: t('bill.field.amount'), key: 'amount', width: 118, align: 'right', render: (_, bill) => <AmountLines amounts={bill.amounts} field="amount" /> },
    { title: t('bill.field.open'), key: 'open', width: 118, align: 'right', render: (_, bill) => <AmountLines amounts={bill.amounts} field="open" /> },
    { title: t('bill.field.reconciler'), dataIndex: 'reconcilerName', width: 84, ellipsis: true, render: (name: string | null) => name ?? '—' },
    {
      title: t('bill.field.status'), key: 'status', width: 108,
      render: (_, bill) => <><ConfirmStatusTag bill={bill} /><div style={{ marginTop: 4 }}><WriteOffStatusTag status={bill.writeOffStatus} /></div></>,
    },
    { title: t('bill.field.actions'), key: 'actions', width: actions.width, align: 'center', fixed: 'right', render: (_, bill) => actions.render(bill) },
  ];
}
