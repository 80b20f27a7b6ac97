import { Tag, Typography, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import { ORDER_SORT_FIELDS, ORDER_STATUS_COLOURS, type OrderListRow } from '@parcelflow/contract';
import { orderPagePath } from '../orderPages.ts';
import type { OrderColumnKey } from './listConfigs.ts';
import { countryLabel } from '../../../components/countryLabel.ts';
import { formatDateTime, formatNumber } from './listFormat.ts';
import type { TablePosition } from './listQuery.ts';
import { OrderLinks } from './OrderLinks.tsx';
import { RemoteClassTag } from '../../remoteAreas/RemoteClassTag.tsx';

type Column = TableColumnType<OrderListRow>;
type Context = { t: TFunction; language: string; navigate: NavigateFunction };

const text = (dataIndex: keyof OrderListRow, width: number): Column => ({ dataIndex, width, ellipsis: true });
const amount = (dataIndex: keyof OrderListRow, width: number, decimals: number, language: string): Column => ({
  dataIndex, width, align: 'right', render: (value: number | null) => formatNumber(value, language, decimals),
});

function definitionOf(key: OrderColumnKey, { t, language, navigate }: Context): Column {
  switch (key) {
    case 'orderNo':
      return {
        dataIndex: 'orderNo', width: 170,
        render: (orderNo: string, row) => (
          <Typography.Link onClick={() => void navigate(orderPagePath(row.kind, 'view', row.id))}>{orderNo}</Typography.Link>
        ),
      };
    case 'status':
      return { dataIndex: 'status', width: 150, render: (status: OrderListRow['status']) => <Tag color={ORDER_STATUS_COLOURS[status]}>{t(`order.status.${status}`)}</Tag> };
    case 'kind':
      return { dataIndex: 'kind', width: 110, render: (kind: OrderListRow['kind']) => t(`order.kind.${kind}`) };
    case 'country':
      // A remote-area order says so beside its country (its class, set when it was saved).
      return { dataIndex: 'country', width: 150, ellipsis: true, render: (code: string, row) => <>{countryLabel(code, language)} <RemoteClassTag remoteClass={row.remoteClass} /></> };
    case 'referenceNo':
      return { key, width: 150, ellipsis: true, render: (_, row) => [row.referenceNo1, row.referenceNo2, row.referenceNo3].filter(Boolean).join(', ') };
    case 'pieces':
      return amount('pieces', 80, 0, language);
    case 'weight':
      return amount('weight', 110, 3, language);
    case 'declaredValue':
      return amount('declaredValue', 120, 2, language);
    case 'createdAt':
    case 'auditedAt':
      return { dataIndex: key, width: 160, render: (iso: string | null) => formatDateTime(iso) };
    case 'links':
      return { width: 150, fixed: 'right', render: (_, row) => <OrderLinks order={row} /> };
    case 'channelName':
      // Channels have an English name; an English interface shows it when there is one.
      return { dataIndex: key, width: 160, ellipsis: true, render: (name: string | null, row) => (language === 'en-US' && row.channelNameEn) || name };
    case 'customerName':
    case 'receiverName':
      return text(key, 140);
    default:
      return text(key, 150);
  }
}

const SORTABLE = new Set<string>(ORDER_SORT_FIELDS);

/** The title of a column: the order field's label, or the list's own for links. */
export function columnTitle(key: OrderColumnKey, t: TFunction): string {
  return key === 'links' ? t('orderList.columns.links') : t(`order.field.${key}`);
}

/**
 * The table columns for the keys shown: the first pinned left, sortable ones sorting on the server
 * (not for a pasted list, which keeps the pasted order).
 */
export function buildColumns(keys: readonly OrderColumnKey[], context: Context, position: Pick<TablePosition, 'orderField' | 'orderType'>, sortable: boolean): Column[] {
  return keys.map((key, index) => {
    const column: Column = { key, title: columnTitle(key, context.t), ...definitionOf(key, context) };
    if (index === 0) column.fixed = 'left';
    if (sortable && SORTABLE.has(key)) {
      column.sorter = true;
      column.sortOrder = position.orderField === key ? (position.orderType === 'asc' ? 'ascend' : 'descend') : null;
    }
    return column;
  });
}
