import { Button, Popconfirm, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TransAgreementView } from '@parcelflow/contract';
import type { FunctionGrant } from '../../app/authority.ts';
import { AgreementStateTag } from './agreementState.tsx';

type Actions = { edit: FunctionGrant; onEdit: (agreement: TransAgreementView) => void; onDelete: (agreement: TransAgreementView) => void };

/** Who the agreement is for: a customer by code and name, or a group. */
function Party({ agreement }: { agreement: TransAgreementView }) {
  const { t } = useTranslation();
  if (agreement.customerCode) return <span>{`${agreement.customerCode} ${agreement.customerName}`}</span>;
  return <Space size={4}><Tag color="purple">{t('transAgreement.groupTag')}</Tag>{agreement.groupName}</Space>;
}

export function useAgreementColumns({ edit, onEdit, onDelete }: Actions): TableColumnsType<TransAgreementView> {
  const { t } = useTranslation();
  const columns: TableColumnsType<TransAgreementView> = [
    { title: t('transAgreement.field.party'), key: 'party', width: 180, render: (_, agreement) => <Party agreement={agreement} /> },
    {
      title: t('transAgreement.field.channels'), key: 'channels', width: 260,
      render: (_, agreement) => (
        <Space size={[0, 4]} wrap>
          {agreement.channels.map((channel) => <Tooltip key={channel.id} title={channel.nameCn}><Tag>{channel.code}</Tag></Tooltip>)}
        </Space>
      ),
    },
    { title: t('transAgreement.field.validFrom'), dataIndex: 'validFrom', width: 110 },
    { title: t('transAgreement.field.validTo'), dataIndex: 'validTo', width: 110, render: (validTo: string | null) => validTo ?? t('transAgreement.openEnded') },
    { title: t('transAgreement.field.state'), dataIndex: 'state', width: 90, render: (_, agreement) => <AgreementStateTag state={agreement.state} /> },
    { title: t('transAgreement.field.remarks'), dataIndex: 'remarks', ellipsis: true },
  ];
  if (!edit.visible) return columns;
  columns.push({
    title: t('transAgreement.list.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right',
    render: (_, agreement) => (
      <Space size={0}>
        <Tooltip title={t('transAgreement.list.edit')}>
          <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t('transAgreement.list.edit')} onClick={() => onEdit(agreement)} />
        </Tooltip>
        <Popconfirm title={t('transAgreement.list.deleteConfirm')} disabled={!edit.usable} onConfirm={() => onDelete(agreement)}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable} aria-label={t('transAgreement.list.delete')} />
        </Popconfirm>
      </Space>
    ),
  });
  return columns;
}
