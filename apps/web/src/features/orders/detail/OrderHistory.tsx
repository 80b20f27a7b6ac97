import { Empty, Spin, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import type { OrderHistoryEntry } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { useOrderHistory } from '../api.ts';
import { fieldLabelKey, flattenChanges, rowNumberOf, type FlatChange } from './historyChanges.ts';

function ChangeLine({ change }: { change: FlatChange }) {
  const { t } = useTranslation();
  const shown = (value: unknown) => {
    if (value === undefined) return '—';
    return change.path === 'status' ? t(`order.status.${String(value)}`) : String(value);
  };
  const row = rowNumberOf(change.path);
  const section = change.path.includes('.') ? `${t(`order.field.${change.path.split('.')[0]}`)}${row ? ` ${row}` : ''} · ` : '';
  return (
    <div className="order-history-change">
      <Typography.Text type="secondary">{section}{t(fieldLabelKey(change.path))}: </Typography.Text>
      <Typography.Text delete>{shown(change.before)}</Typography.Text>
      {' → '}
      <Typography.Text strong>{shown(change.after)}</Typography.Text>
    </div>
  );
}

function EntryText({ entry }: { entry: OrderHistoryEntry }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text strong>{t(`order.action.${entry.action}`)}</Typography.Text>
      <Typography.Text type="secondary"> · {entry.userName ?? t('order.history.system')} · {dayjs(entry.createdAt).format('YYYY-MM-DD HH:mm:ss')}</Typography.Text>
      {entry.reason && <div>{t('order.history.reason')}: {entry.reason}</div>}
      {flattenChanges(entry.changes).map((change) => <ChangeLine key={change.path} change={change} />)}
    </>
  );
}

/** Who did what to the order and when, newest first, with each changed field before and after. */
export function OrderHistory({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const history = useOrderHistory(orderId);
  if (history.isPending) return <Spin />;
  const entries = [...(history.data ?? [])].reverse();
  if (!entries.length) return <Empty description={t('order.history.empty')} />;
  return <Timeline items={entries.map((entry, index) => ({ key: index, content: <EntryText entry={entry} /> }))} />;
}
