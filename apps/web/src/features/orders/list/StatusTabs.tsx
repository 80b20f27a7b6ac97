import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, StatusCounts } from '@parcelflow/contract';
import type { StatusTab } from './listQuery.ts';

type Props = { statuses: readonly OrderStatus[]; counts: StatusCounts | undefined; active: StatusTab; onChange: (status: StatusTab) => void };

/** "All" and one tab per status, each with how many orders the filters find in it. */
export function StatusTabs({ statuses, counts, active, onChange }: Props) {
  const { t } = useTranslation();
  const tabs: StatusTab[] = ['all', ...statuses];
  const items = tabs.map((status) => ({
    key: status,
    label: (
      <span>
        {status === 'all' ? t('orderList.tabs.all') : t(`order.status.${status}`)}
        <Badge count={counts?.[status] ?? 0} showZero overflowCount={99_999} color={status === active ? 'blue' : 'rgba(0,0,0,0.25)'} size="small" style={{ marginInlineStart: 6 }} />
      </span>
    ),
  }));
  return <Tabs size="small" activeKey={active} items={items} onChange={(key) => onChange(key as StatusTab)} tabBarGutter={24} tabBarStyle={{ marginBottom: 8 }} />;
}
