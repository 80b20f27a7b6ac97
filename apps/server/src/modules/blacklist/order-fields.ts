import type { BlacklistField, CreateOrderInput } from '@parcelflow/contract';

/** What the blacklist reads of an order: its parties and its invoice lines' descriptions. */
export type BlacklistedOrder = Pick<CreateOrderInput, 'receiver' | 'sender' | 'invoiceLines'>;

/** A field's text with the path a refusal names (an invoice line's with its index). */
export type FieldText = { path: string; text: string };

type Party = CreateOrderInput['receiver'];
const addressOf = (party: Party) => [party.address1, party.address2, party.address3].filter(Boolean).join(' ');
const one = (path: string, text: string | undefined): FieldText[] => (text ? [{ path, text }] : []);

/** Every blacklist field's texts in an order: one for a party's field, one per invoice line for goods. */
export function orderFieldTexts(order: BlacklistedOrder): Record<BlacklistField, FieldText[]> {
  const { receiver, sender, invoiceLines } = order;
  return {
    'receiver.name': one('receiver.name', receiver.name),
    'sender.name': one('sender.name', sender.name),
    'receiver.company': one('receiver.company', receiver.company),
    'sender.company': one('sender.company', sender.company),
    'receiver.phone': one('receiver.phone', receiver.phone),
    'sender.phone': one('sender.phone', sender.phone),
    'receiver.address': one('receiver.address1', addressOf(receiver)),
    'sender.address': one('sender.address1', addressOf(sender)),
    'invoiceLines.descriptionCn': invoiceLines.flatMap((line, index) => one(`invoiceLines.${index}.descriptionCn`, line.descriptionCn)),
    'invoiceLines.descriptionEn': invoiceLines.flatMap((line, index) => one(`invoiceLines.${index}.descriptionEn`, line.descriptionEn)),
  };
}
