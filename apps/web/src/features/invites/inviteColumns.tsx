import { Button, Popconfirm, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { InviteView } from '@parcelflow/contract';
import { InviteCode } from './InviteCode.tsx';
import { InviteStatusTag } from './InviteStatusTag.tsx';

const timeText = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—');
const dayText = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD') : '');

type Actions = { canAbolish: boolean; onAbolish: (invite: InviteView) => void; english: boolean };

/** The invite list's columns (3.9: code, specified customer, status, generator, time, user); the user column carries when it was used. */
export function inviteColumns(t: TFunction, { canAbolish, onAbolish, english }: Actions): TableColumnsType<InviteView> {
  return [
    { title: t('invite.field.code'), dataIndex: 'code', width: 170, render: (code: string) => <InviteCode code={code} /> },
    { title: t('invite.field.status'), dataIndex: 'status', width: 110, render: (status: InviteView['status']) => <InviteStatusTag status={status} /> },
    {
      title: t('invite.field.customer'), key: 'customer', width: 150, ellipsis: true,
      render: (_, row) => (row.customerCode ? `${row.customerCode} ${row.customerName}` : <Typography.Text type="secondary">{t('invite.anyCustomer')}</Typography.Text>),
    },
    { title: t('invite.field.generatedBy'), dataIndex: 'generatedBy', width: 110, ellipsis: true },
    { title: t('invite.field.createdAt'), dataIndex: 'createdAt', width: 140, render: timeText },
    {
      title: t('invite.field.usedBy'), key: 'usedBy', width: 260, ellipsis: true,
      render: (_, row) => (row.usedByCompanyNo
        ? <>{row.usedByCompanyNo} {(english && row.usedByCompanyNameEn) || row.usedByCompanyName} <Typography.Text type="secondary">{dayText(row.usedAt)}</Typography.Text></>
        : '—'),
    },
    { title: t('invite.field.endedAt'), dataIndex: 'endedAt', width: 140, render: timeText },
    {
      title: t('invite.list.actions'), key: 'actions', width: 80, align: 'center', fixed: 'right',
      render: (_, row) => row.status === 'unused' && (
        <Popconfirm title={t('invite.list.abolishConfirm')} disabled={!canAbolish} onConfirm={() => onAbolish(row)}>
          <Button type="link" size="small" danger disabled={!canAbolish}>{t('invite.list.abolish')}</Button>
        </Popconfirm>
      ),
    },
  ];
}
