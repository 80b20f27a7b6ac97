import type { SubjectView } from '@parcelflow/contract';

/** The sender's tax fields on the order form that a subject fills. */
export const SENDER_TAX_FIELDS = ['vatNo', 'eorNo', 'iossNo', 'taxType', 'taxNo'] as const;
type SenderTaxFields = Record<(typeof SENDER_TAX_FIELDS)[number], string | undefined>;

/** A subject's numbers as the order's sender holds them: its other number goes to the sender's tax type and number. */
export function senderTaxFieldsOf(subject: SubjectView): SenderTaxFields {
  return {
    vatNo: subject.vatNo || undefined,
    eorNo: subject.eoriNo || undefined,
    iossNo: subject.iossNo || undefined,
    taxType: subject.otherTaxType?.toUpperCase(),
    taxNo: subject.otherTaxNo || undefined,
  };
}

/** Whether the sender holds no tax number yet, so the customer's default subject may fill them without overwriting any. */
export const hasNoTaxNumbers = (sender: Partial<Record<string, unknown>> | undefined) => SENDER_TAX_FIELDS.every((field) => !sender?.[field]);

/** Whether the sender's tax fields are the subject's numbers (an empty field and a missing one alike). */
export function holdsNumbersOf(sender: Partial<Record<string, unknown>> | undefined, subject: SubjectView): boolean {
  const numbers = senderTaxFieldsOf(subject);
  return SENDER_TAX_FIELDS.every((field) => (sender?.[field] || undefined) === numbers[field]);
}
