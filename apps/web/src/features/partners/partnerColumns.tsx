import { Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { PartnerView } from '@parcelflow/contract';

const dayText = (at: string) => dayjs(at).format('YYYY-MM-DD');

type Options = { asCarrier: boolean; english: boolean; canDissolve: boolean; showActions: boolean; onDissolve: (partner: PartnerView) => void };

/** The status, and for an ended partnership when and by which side. */
function StatusCell({ row, t }: { row: PartnerView; t: TFunction }) {
  if (row.status === 'active') return <Tag color="green">{t('partner.status.active')}</Tag>;
  return (
    <Space size={4}>
      <Tag>{t('partner.status.dissolved')}</Tag>
      {row.endedAt && <Typography.Text type="secondary">{dayText(row.endedAt)} {t(row.endedBySelf ? 'partner.endedBySelf' : 'partner.endedByPartner')}</Typography.Text>}
    </Space>
  );
}

/** The partner list's columns: what the partnership shows of the other company, and for a carrier its own customer record. */
export function partnerColumns(t: TFunction, options: Options): TableColumnsType<PartnerView> {
  const { asCarrier, english, canDissolve, onDissolve } = options;
  const columns: TableColumnsType<PartnerView> = [
    { title: t('partner.field.companyNo'), dataIndex: 'companyNo', width: 120 },
    {
      // The identity (3.10) rides along with the name: every row of one list has the same one.
      title: t('partner.field.name'), key: 'name', width: 240, ellipsis: true,
      render: (_, row) => <>{(english && row.nameEn) || row.name} <Tag bordered={false}>{t(`common.companyKind.${row.kind}`)}</Tag></>,
    },
    {
      title: t('partner.field.contactName'), key: 'contact', width: 190,
      render: (_, row) => (row.contactName ? <>{row.contactName} <Typography.Text type="secondary">{row.contactPhone}</Typography.Text></> : '—'),
    },
    { title: t('partner.field.since'), dataIndex: 'since', width: 110, render: dayText },
    { title: t('partner.field.status'), dataIndex: 'status', width: 230, render: (_, row) => <StatusCell row={row} t={t} /> },
  ];
  if (asCarrier) {
    columns.push({ title: t('partner.field.customer'), key: 'customer', width: 170, ellipsis: true, render: (_, row) => `${row.customerCode} ${row.customerName}` });
  }
  if (options.showActions) {
    columns.push({
      title: t('partner.list.actions'), key: 'actions', width: 130, align: 'center', fixed: 'right',
      render: (_, row) => row.status === 'active' && (
        <Popconfirm
          title={t('partner.list.dissolveTitle')}
          description={t(asCarrier ? 'partner.list.dissolveCarrier' : 'partner.list.dissolveOwner')}
          disabled={!canDissolve}
          onConfirm={() => onDissolve(row)}
        >
          <Button type="link" size="small" danger disabled={!canDissolve}>{t('partner.list.dissolve')}</Button>
        </Popconfirm>
      ),
    });
  }
  return columns;
}
