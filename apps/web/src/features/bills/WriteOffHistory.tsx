import { Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BillWriteOffView } from '@parcelflow/contract';
import { moneyOf } from './amountLines.tsx';

/** A bill's write-offs, newest first; a view inside the dialog with every row at once, so antd's Table. */
export function WriteOffHistory({ writeOffs }: { writeOffs: readonly BillWriteOffView[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<BillWriteOffView> = [
    { title: t('bill.writeOff.receivedDate'), dataIndex: 'receivedDate', width: 100 },
    { title: t('bill.writeOff.amount'), key: 'amount', width: 130, align: 'right', render: (_, row) => moneyOf(row.amount, row.currency) },
    { title: t('bill.writeOff.receiptReference'), dataIndex: 'receiptReference', width: 140, ellipsis: true },
    { title: t('bill.writeOff.remark'), dataIndex: 'remark', ellipsis: true, render: (remark: string | null) => remark ?? '—' },
    {
      title: t('bill.writeOff.by'), key: 'by', width: 140,
      render: (_, row) => <>{row.createdByName ?? '—'}<br /><Typography.Text type="secondary">{dayjs(row.createdAt).format('YYYY-MM-DD HH:mm')}</Typography.Text></>,
    },
  ];
  return <Table<BillWriteOffView> size="small" rowKey="id" pagination={false} columns={columns} dataSource={[...writeOffs]} locale={{ emptyText: t('bill.writeOff.none') }} />;
}
