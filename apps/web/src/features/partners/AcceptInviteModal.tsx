import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptInvite } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { useReloadPartners } from './api.ts';

/** A cargo owner types the code a carrier gave it; the cooperation starts at once. */
export function AcceptInviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const reloadPartners = useReloadPartners();
  return (
    <CommandFormModal
      command={acceptInvite}
      title={t('partner.accept.title')}
      okText={t('partner.accept.submit')}
      savedText={(answer) => t('partner.accept.done', { companyNo: answer.companyNo })}
      onSaved={() => void reloadPartners()}
      onClose={onClose}
      width={460}
      submitOnEnter
    >
      <Form.Item name="code" label={t('partner.accept.code')} extra={t('partner.accept.help')} required>
        <Input autoFocus autoComplete="off" maxLength={20} placeholder={t('partner.accept.placeholder')} style={{ fontFamily: 'monospace', letterSpacing: 1 }} />
      </Form.Item>
    </CommandFormModal>
  );
}
