import { useState } from 'react';
import { Alert, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { inviteCustomerComboBox } from '@parcelflow/contract';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { useGenerateInvite } from './api.ts';
import { InviteCode } from './InviteCode.tsx';

/** Generates one code, optionally for a customer of the carrier, then shows it to copy for the cargo owner. */
export function GenerateInviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const generate = useGenerateInvite();
  const [customerId, setCustomerId] = useState<number>();
  const code = generate.data?.code;

  return (
    <Modal
      open
      title={t('invite.generate.title')}
      okText={code ? t('invite.generate.done') : t('invite.generate.submit')}
      cancelText={t('invite.generate.cancel')}
      cancelButtonProps={{ style: code ? { display: 'none' } : undefined }}
      confirmLoading={generate.isPending}
      onOk={() => (code ? onClose() : generate.mutate({ customerId }))}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      {code ? (
        <Alert
          type="success"
          showIcon
          message={t('invite.generate.created')}
          description={(
            <>
              <InviteCode code={code} strong />
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('invite.generate.handOver')}</Typography.Paragraph>
            </>
          )}
        />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('invite.field.customer')} extra={t('invite.generate.customerHelp')}>
            <RemoteSelect
              command={inviteCustomerComboBox}
              value={customerId}
              onChange={(value) => setCustomerId(typeof value === 'number' ? value : undefined)}
              allowClear
              placeholder={t('invite.anyCustomer')}
              style={{ width: '100%' }}
              aria-label={t('invite.field.customer')}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
