import { Button } from 'antd';
import type { OrderImportResult, OrderKind, TaskView } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORDER_LIST_CONFIGS } from '../orders/list/listConfigs.ts';
import { pastedListPath } from '../orders/list/listQuery.ts';
import { useImportTemplates } from './api.ts';

/** The order list that holds orders of a kind: inbound kinds, outbound or special; the first such list when unknown. */
function listPathOf(kind: OrderKind | undefined): string | undefined {
  const lists = ORDER_LIST_CONFIGS.filter((config) => config.kinds);
  return (lists.find((config) => kind && config.kinds!.includes(kind)) ?? lists[0])?.path;
}

/** Opens the order list of the import's kind on the orders it created, as numbers pasted into its filter. */
export function ImportedOrdersLink({ task }: { task: TaskView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const templates = useImportTemplates().data?.templates ?? [];
  const { orderNos = [], created = 0 } = (task.result ?? {}) as Partial<OrderImportResult>;
  if (!orderNos.length) return null;
  const templateId = (task.reqParam as { templateId?: string } | null)?.templateId;
  const path = listPathOf(templates.find((template) => template.id === templateId)?.kind);
  // Only without any order list of kinds (listConfigs.ts ships three) is there no list to open.
  if (!path) return null;
  return (
    <Button size="small" type="link" onClick={() => void navigate(pastedListPath(path, 'orderNo', orderNos))}>
      {created > orderNos.length ? t('orderImport.viewFirstOrders', { count: orderNos.length }) : t('orderImport.viewOrders')}
    </Button>
  );
}
