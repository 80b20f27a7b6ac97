import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_GROUP_LIMITS, customerGroupNameField, saveCustomerGroup, type CustomerGroupView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedByGroupChange } from './api.ts';

type Props = { group: CustomerGroupView | null; onClose: () => void };

/** New group (group null) or a rename; names are unique (10096) and the number of groups is limited (10097). */
export function GroupFormModal({ group, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={saveCustomerGroup}
      invalidates={reloadedByGroupChange}
      title={t(group ? 'customerGroup.form.editTitle' : 'customerGroup.form.newTitle')}
      savedText={t('customerGroup.form.saved')}
      initialValues={group ?? undefined}
      inputOf={(values) => ({ ...values, id: group?.id })}
      onClose={onClose}
      width={420}
      submitOnEnter
    >
      <Form.Item name="name" label={t('customerGroup.field.name')} extra={t('customerGroup.form.limitHint', { max: CUSTOMER_GROUP_LIMITS.groupsMax })} {...zodItem(customerGroupNameField, t)}>
        <Input maxLength={CUSTOMER_GROUP_LIMITS.nameMax} autoFocus />
      </Form.Item>
    </CommandFormModal>
  );
}
