import { Typography } from 'antd';

/**
 * The server's exact decimal text with thousands separators, by string alone ("-1234567.50" → "-1,234,567.50"):
 * a float would round large amounts.
 */
export function groupedAmount(text: string): string {
  const [, sign = '', digits = '', decimals = ''] = /^(-?)(\d+)(\.\d+)?$/.exec(text) ?? [];
  if (!digits) return text;
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + decimals;
}

/** Below 0: the text starts with a minus sign. */
export const isNegative = (text: string) => text.trim().startsWith('-');

/** Above 0: any digit other than 0 and no minus sign. */
export const isPositive = (text: string) => !isNegative(text) && /[1-9]/.test(text);

/** An amount that turns red below 0 (an overdrawn account). */
export function RedWhenNegative({ text }: { text: string }) {
  return isNegative(text) ? <Typography.Text type="danger">{groupedAmount(text)}</Typography.Text> : <>{groupedAmount(text)}</>;
}

/** A signed movement: credits green with a plus sign, debits red. */
export function SignedAmount({ text }: { text: string }) {
  if (isNegative(text)) return <Typography.Text type="danger">{groupedAmount(text)}</Typography.Text>;
  return isPositive(text) ? <Typography.Text type="success">+{groupedAmount(text)}</Typography.Text> : <>{groupedAmount(text)}</>;
}
