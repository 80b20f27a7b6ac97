import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { generateInvite, inviteCustomerComboBox, listInvites } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

type Props = { onGenerated: (code: string) => void; onClose: () => void };

/** Generates one code, optionally for a customer of the carrier; the caller then shows it to copy for the cargo owner. */
export function GenerateInviteModal({ onGenerated, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={generateInvite}
      invalidates={[listInvites]}
      title={t('invite.generate.title')}
      okText={t('invite.generate.submit')}
      onSaved={(answer) => onGenerated(answer.code)}
      onClose={onClose}
    >
      <Form.Item name="customerId" label={t('invite.field.customer')} extra={t('invite.generate.customerHelp')}>
        <RemoteSelect command={inviteCustomerComboBox} allowClear placeholder={t('invite.anyCustomer')} style={{ width: '100%' }} aria-label={t('invite.field.customer')} />
      </Form.Item>
    </CommandFormModal>
  );
}
