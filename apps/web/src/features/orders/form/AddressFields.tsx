import { Input, Row } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { SavedAddressPicker } from '../../addressBook/SavedAddressPicker.tsx';
import { ReceiverPlaceHint } from '../../postcodes/ReceiverPlaceHint.tsx';
import { SenderSubjectPicker } from '../../subjects/SenderSubjectPicker.tsx';
import { FieldCol } from './FieldCol.tsx';

type Party = 'receiver' | 'sender' | 'notifier';

/** The address fields of 3.1 in the order a clerk copies them from a label; the tax numbers last. */
const PERSON = ['name', 'company', 'phone', 'email', 'country', 'state', 'city', 'postcode', 'address1', 'address2', 'address3', 'houseNo', 'taxType', 'taxNo', 'vatNo', 'eorNo'] as const;
const LAYOUT = {
  receiver: PERSON,
  sender: [...PERSON, 'iossNo'],
  notifier: ['name', 'company', 'phone', 'email', 'country', 'province', 'city', 'postcode', 'address1', 'address2', 'address3'],
} as const satisfies Record<Party, readonly string[]>;

const WIDE = new Set(['address1', 'address2', 'address3']);

/** The party's schema shape; it must hold every field the party lays out, so each field has its schema. */
type Shape<P extends Party> = Record<(typeof LAYOUT)[P][number], z.ZodType>;

/**
 * A receiver, sender or notify party: each field checked by the party's contract schema. The notify party
 * is optional as a whole, so its fields are not marked required; a half-filled one is refused on saving.
 */
export function AddressFields<P extends Party>({ party, shape }: { party: P; shape: Shape<P> }) {
  const fields: readonly (typeof LAYOUT)[P][number][] = LAYOUT[party];
  const schemaOf = (field: (typeof LAYOUT)[P][number]) => (party === 'notifier' ? shape[field].optional() : shape[field]);
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      {party !== 'notifier' && <SavedAddressPicker party={party} />}
      {party === 'sender' && <SenderSubjectPicker />}
      {fields.map((field) => (
        <FieldCol key={field} name={[party, field]} label={t(`orderForm.address.${field}`)} schema={schemaOf(field)} span={WIDE.has(field) ? 12 : 6}>
          {field === 'country' ? <CountrySelect /> : <Input autoComplete="off" />}
        </FieldCol>
      ))}
      {party === 'receiver' && <ReceiverPlaceHint />}
    </Row>
  );
}
