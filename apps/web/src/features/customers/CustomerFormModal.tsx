import { useTranslation } from 'react-i18next';
import { saveCustomer, type CustomerView } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedByCustomerChange } from './api.ts';
import { CustomerFormFields } from './CustomerFormFields.tsx';

type Props = { customer: CustomerView | null; onClose: () => void };

const NEW_CUSTOMER = { isCommon: false, enabled: true };

/** The form's values for a customer: the linked owner by its code, blanks left out (a select shows its placeholder). */
function initialValuesOf(customer: CustomerView | null) {
  if (!customer) return NEW_CUSTOMER;
  const { linkedOwnerCompanyNo, financeDeptId, country, quotation, ...rest } = customer;
  return {
    ...rest, linkedOwnerCompanyNo: linkedOwnerCompanyNo ?? undefined, financeDeptId: financeDeptId ?? undefined, country: country || undefined,
    quotation: quotation || undefined,
  };
}

/** New customer (customer null) or a change, checked by the shared contract before it is sent. */
export function CustomerFormModal({ customer, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={saveCustomer}
      invalidates={reloadedByCustomerChange}
      title={t(customer ? 'customer.form.editTitle' : 'customer.form.newTitle')}
      savedText={t('customer.form.saved')}
      initialValues={initialValuesOf(customer)}
      // A common customer belongs to the head office whatever site was picked; the server sets it.
      inputOf={(values) => ({ ...values, siteId: values.isCommon ? undefined : values.siteId, id: customer?.id })}
      onClose={onClose}
      width={820}
    >
      <CustomerFormFields />
    </CommandFormModal>
  );
}
