import { Button, Empty, Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MyDunningReminderView } from '@parcelflow/contract';
import { groupedAmount } from '../cash/amountText.tsx';
import { useMarkDunningRemindersRead, useMyDunningReminders } from './api.ts';

/** One reminder: what is owed and since when, who sent it; unread ones bold, each with its own "mark read". */
function ReminderItem({ reminder, onRead }: { reminder: MyDunningReminderView; onRead: (id: number) => void }) {
  const { t } = useTranslation();
  const unread = reminder.readAt === null;
  const line = t('dunning.mine.line', {
    billNo: reminder.billNo, billDate: reminder.billDate, amount: groupedAmount(reminder.openAmount), currency: reminder.currency, dueDate: reminder.dueDate,
  });
  return (
    <List.Item actions={unread ? [<Button key="read" type="link" size="small" onClick={() => onRead(reminder.id)}>{t('dunning.mine.markRead')}</Button>] : []}>
      <List.Item.Meta
        title={<Typography.Text strong={unread} type={unread ? 'danger' : undefined}>{line}</Typography.Text>}
        description={t('dunning.mine.from', {
          carrier: reminder.carrierName, customer: `${reminder.customerCode} ${reminder.customerName}`, sentAt: dayjs(reminder.sentAt).format('YYYY-MM-DD HH:mm'),
        })}
      />
    </List.Item>
  );
}

/** The caller's latest payment reminders, newest first, with "mark all read". */
export function MyDunningReminders() {
  const { t } = useTranslation();
  const mine = useMyDunningReminders();
  const markRead = useMarkDunningRemindersRead();
  const list = mine.data?.list ?? [];
  if (!mine.isPending && list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dunning.mine.empty')} />;
  return (
    <Flex vertical gap={4}>
      <Flex justify="end">
        <Button size="small" disabled={!mine.data?.unread} loading={markRead.isPending} onClick={() => markRead.mutate({})}>{t('dunning.mine.markAllRead')}</Button>
      </Flex>
      <List<MyDunningReminderView>
        size="small" loading={mine.isPending} dataSource={list} rowKey="id"
        renderItem={(reminder) => <ReminderItem reminder={reminder} onRead={(id) => markRead.mutate({ ids: [id] })} />}
      />
    </Flex>
  );
}
