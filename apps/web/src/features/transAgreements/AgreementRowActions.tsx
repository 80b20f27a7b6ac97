import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TransAgreementView } from '@parcelflow/contract';
import { useDeleteTransAgreement } from './api.ts';

type Props = { agreement: TransAgreementView; usable: boolean; onEdit: (agreement: TransAgreementView) => void };

/** Edit and delete of one agreement; delete asks first. */
export function AgreementRowActions({ agreement, usable, onEdit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteTransAgreement();
  return (
    <Space size={0}>
      <Tooltip title={t('transAgreement.list.edit')}>
        <Button type="text" size="small" icon={<EditOutlined />} disabled={!usable} aria-label={t('transAgreement.list.edit')} onClick={() => onEdit(agreement)} />
      </Tooltip>
      <Popconfirm
        title={t('transAgreement.list.deleteConfirm')}
        disabled={!usable}
        onConfirm={() => remove.mutate({ id: agreement.id }, { onSuccess: () => void message.success(t('transAgreement.list.deleted')) })}
      >
        <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!usable} aria-label={t('transAgreement.list.delete')} />
      </Popconfirm>
    </Space>
  );
}
