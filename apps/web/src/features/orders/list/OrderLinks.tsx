import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canApply, type OrderListRow } from '@parcelflow/contract';
import { useFunction } from '../../../app/authority.ts';
import { orderPagePath } from '../orderPages.ts';

type Props = { order: Pick<OrderListRow, 'id' | 'kind' | 'status'> };

/**
 * The order's actions in a list row: view it, edit it where the status allows, examine (audit) it while it waits for
 * audit. Viewing is always there, so every list (the waybill lists too) has its actions column.
 */
export function OrderLinks({ order }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = useFunction('order.edit');
  const audit = useFunction('order.audit');
  const canEdit = edit.visible && canApply('edit', order.status);
  const canExamine = audit.visible && canApply('auditPass', order.status);
  return (
    <Space size="small">
      <Typography.Link onClick={() => void navigate(orderPagePath(order.kind, 'view', order.id))}>{t('orderList.links.view')}</Typography.Link>
      {canEdit && (
        <Typography.Link disabled={!edit.usable} onClick={() => void navigate(orderPagePath(order.kind, 'update', order.id))}>
          {t('order.action.edit')}
        </Typography.Link>
      )}
      {canExamine && (
        <Typography.Link disabled={!audit.usable} onClick={() => void navigate(orderPagePath(order.kind, 'examine', order.id))}>
          {t('orderList.links.examine')}
        </Typography.Link>
      )}
    </Space>
  );
}
