import type { ReactNode } from 'react';
import { Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { TransAgreementView } from '@parcelflow/contract';
import { AgreementStateTag } from './agreementState.tsx';

/** Who the agreement is for: a customer by code and name, or a group. */
function party(t: TFunction, agreement: TransAgreementView) {
  if (agreement.customerCode) return <span>{`${agreement.customerCode} ${agreement.customerName}`}</span>;
  return <Space size={4}><Tag color="purple">{t('transAgreement.groupTag')}</Tag>{agreement.groupName}</Space>;
}

/** The agreement table's columns; `actions` renders the last one when the caller may see the edit buttons. */
export function agreementColumns(t: TFunction, actions?: (agreement: TransAgreementView) => ReactNode): TableColumnsType<TransAgreementView> {
  const columns: TableColumnsType<TransAgreementView> = [
    { title: t('transAgreement.field.party'), key: 'party', width: 180, render: (_, agreement) => party(t, agreement) },
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
    { title: t('transAgreement.field.remarks'), dataIndex: 'remarks', width: 260, ellipsis: true },
  ];
  if (actions) columns.push({ title: t('transAgreement.list.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right', render: (_, agreement) => actions(agreement) });
  return columns;
}
