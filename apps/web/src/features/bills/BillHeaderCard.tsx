import { Button, Card, Descriptions, Flex, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BillView } from '@parcelflow/contract';
import type { FunctionGrant } from '../../app/authority.ts';
import { moneyOf } from './amountLines.tsx';
import { confirmable } from './BillRowActions.tsx';
import { ConfirmBillButton } from './ConfirmBillButton.tsx';
import { ConfirmStatusTag, WriteOffStatusTag } from './billTags.tsx';

type Props = { bill: BillView; confirm: FunctionGrant; selected: number; onDispute: () => void };

/** The bill whose lines are shown: who, which days, its amounts per currency and statuses; confirm and dispute with bill.confirm. */
export function BillHeaderCard({ bill, confirm, selected, onDispute }: Props) {
  const { t } = useTranslation();
  const open = confirmable(bill);
  const tools = confirm.visible && open && (
    <Space>
      <ConfirmBillButton bill={bill} usable={confirm.usable} type="primary" />
      <Button size="small" danger disabled={!confirm.usable || selected === 0} onClick={onDispute}>{t('bill.dispute.action', { lines: selected })}</Button>
    </Space>
  );
  const amounts = bill.amounts.map((line) => (
    <div key={line.currency}>
      {t('bill.header.amounts', { amount: moneyOf(line.amount, line.currency), writtenOff: moneyOf(line.writtenOff, line.currency), open: moneyOf(line.open, line.currency) })}
    </div>
  ));
  const period = bill.periodFrom === bill.periodTo ? bill.periodFrom : t('bill.header.period', { from: bill.periodFrom, to: bill.periodTo });
  const confirmedBy = bill.confirmedAt && t('bill.header.confirmedBy', { name: bill.confirmedByName ?? '—', at: dayjs(bill.confirmedAt).format('YYYY-MM-DD HH:mm') });
  const items = [
    { key: 'customer', label: t('bill.field.customer'), children: `${bill.customerCode} ${bill.customerName}` },
    { key: 'period', label: t('bill.field.period'), children: period },
    { key: 'billDate', label: t('bill.field.billDate'), children: bill.billDate },
    { key: 'type', label: t('bill.field.type'), children: `${t(`bill.type.${bill.type}`)} · ${t('bill.header.tickets', { tickets: bill.ticketCount })}` },
    { key: 'amounts', label: t('bill.field.amount'), span: 2, children: amounts.length ? <Flex vertical>{amounts}</Flex> : '—' },
    {
      key: 'status', label: t('bill.field.status'),
      children: <Flex wrap align="center" gap={4}><ConfirmStatusTag bill={bill} /><WriteOffStatusTag status={bill.writeOffStatus} />{confirmedBy && <Typography.Text type="secondary">{confirmedBy}</Typography.Text>}</Flex>,
    },
  ];
  return (
    <Card size="small" title={t('bill.header.title', { billNo: bill.billNo })} extra={tools} style={{ marginBottom: 12 }}>
      <Descriptions size="small" column={3} items={items} />
    </Card>
  );
}
