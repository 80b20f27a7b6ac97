import { Typography } from 'antd';
import type { BillAmountView } from '@parcelflow/contract';
import { groupedAmount, isNegative } from '../cash/amountText.tsx';

/** "1,234.00 RMB": the server's exact text with thousands separators and its currency. */
export const moneyOf = (amount: string, currency: string) => `${groupedAmount(amount)} ${currency}`;

/** An amount with its currency, red below 0 (a later change that lowered a charge). */
export function MoneyText({ amount, currency }: { amount: string; currency: string }) {
  const text = moneyOf(amount, currency);
  return isNegative(amount) ? <Typography.Text type="danger">{text}</Typography.Text> : <>{text}</>;
}

type Props = { amounts: readonly BillAmountView[]; field: 'amount' | 'writtenOff' | 'open' };

/** One line per currency of a bill, stacked in its cell. */
export function AmountLines({ amounts, field }: Props) {
  if (!amounts.length) return <>—</>;
  return amounts.map((line) => <div key={line.currency}>{moneyOf(line[field], line.currency)}</div>);
}
