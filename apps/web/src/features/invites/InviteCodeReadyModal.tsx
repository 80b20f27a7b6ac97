import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { InviteCode } from './InviteCode.tsx';

/** The code just generated, to copy and send to the cargo owner; only Done closes it. */
export function InviteCodeReadyModal({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('invite.generate.title')}
      okText={t('invite.generate.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={onClose}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Alert
        type="success"
        showIcon
        title={t('invite.generate.created')}
        description={(
          <>
            <InviteCode code={code} strong />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('invite.generate.handOver')}</Typography.Paragraph>
          </>
        )}
      />
    </Modal>
  );
}
