import type { InvoiceColumn, LabelField, LabelOrder, OrderInvoiceLine, OrderParty } from '@parcelflow/contract';

/** The piece a page is printed for (a layout printed a page per piece), counted from 0. */
export type PieceIndex = number | undefined;

const money = (value: number) => value.toFixed(2);
const joined = (parts: (string | null | undefined)[], separator: string) => parts.filter(Boolean).join(separator);

/** A party's address as one block: its lines, then city, state and postcode, then country. */
function addressOf(party: OrderParty): string {
  const lines = joined([party.address1, party.address2, party.address3, party.houseNo], ' ');
  return joined([lines, party.city, joined([party.state, party.postcode], ' '), party.country], ', ');
}

/** The invoice's value per currency ("120.00 USD + 35.50 HKD"), in cents so that sums do not drift. */
function invoiceTotalOf(lines: OrderInvoiceLine[]): string {
  const cents = new Map<string, number>();
  for (const line of lines) cents.set(line.currency, (cents.get(line.currency) ?? 0) + Math.round(line.quantity * line.unitPrice * 100));
  return [...cents].map(([currency, total]) => `${money(total / 100)} ${currency}`).join(' + ');
}

function pieceValueOf(order: LabelOrder, field: LabelField, piece: PieceIndex): string | undefined {
  if (piece === undefined) return undefined;
  if (field === 'piece.no') return String(piece + 1);
  if (field === 'piece.ofPieces') return `${piece + 1}/${order.pieces}`;
  if (field === 'piece.subWaybillNo') return order.subWaybillNos[piece] ?? '';
  return undefined;
}

/** A field's text on a label; '' when the order has no value for it (the element is then left out). */
export function fieldValueOf(order: LabelOrder, field: LabelField, piece: PieceIndex): string {
  const [head, rest] = field.split('.') as [string, string | undefined];
  if (head === 'piece') return pieceValueOf(order, field, piece) ?? '';
  if ((head === 'receiver' || head === 'sender') && rest) {
    const party = order[head];
    return rest === 'address' ? addressOf(party) : (party[rest as keyof OrderParty] ?? '');
  }
  switch (field) {
    case 'referenceNos': return joined([order.referenceNo1, order.referenceNo2, order.referenceNo3], ' / ');
    case 'declaredValueWithCurrency': return order.declaredValue === null ? '' : joined([money(order.declaredValue), order.declaredCurrency], ' ');
    case 'declaredValue': return order.declaredValue === null ? '' : money(order.declaredValue);
    case 'codAmount': return order.paymentMethod === 'COD' && order.codAmount !== null ? money(order.codAmount) : '';
    case 'invoice.totalValue': return invoiceTotalOf(order.invoiceLines);
    case 'invoice.totalQuantity': return order.invoiceLines.length ? String(order.invoiceLines.reduce((sum, line) => sum + line.quantity, 0)) : '';
  }
  const value = order[field as keyof LabelOrder];
  return value === null || value === undefined || typeof value === 'object' ? '' : String(value);
}

/** One cell of an invoice table: the line's number (from 1), its value (quantity × unit price) or one of its fields. */
export function invoiceCellOf(line: OrderInvoiceLine, column: InvoiceColumn, lineIndex: number): string {
  if (column === 'lineNo') return String(lineIndex + 1);
  if (column === 'lineValue') return money(Math.round(line.quantity * line.unitPrice * 100) / 100);
  if (column === 'unitPrice') return money(line.unitPrice);
  const value = line[column];
  return value === undefined ? '' : String(value);
}
