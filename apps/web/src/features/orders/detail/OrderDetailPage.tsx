import { Alert, App, Button, Card, Empty, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { ORDER_STATUS_COLOURS, type OrderDetail } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PrintOrderButton } from '../../printing/PrintOrderButton.tsx';
import { OrderActionBar } from '../actions/OrderActionBar.tsx';
import { useOrder } from '../api.ts';
import { OrderForm } from '../form/OrderForm.tsx';
import { FreightCard } from '../freight/FreightCard.tsx';
import { orderPagePath, type OrderPageMode } from '../orderPages.ts';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderView } from './OrderView.tsx';
import './orderDetail.css';

function Heading({ order, mode }: { order: OrderDetail; mode: OrderPageMode }) {
  const { t } = useTranslation();
  return (
    <Space size="middle" wrap className="order-detail-heading">
      <Typography.Title level={4}>{t(`orderForm.page.${mode}`, { orderNo: order.orderNo })}</Typography.Title>
      <Tag color={ORDER_STATUS_COLOURS[order.status]}>{t(`order.status.${order.status}`)}</Tag>
      <Typography.Text type="secondary">{t(`order.kind.${order.kind}`)}</Typography.Text>
    </Space>
  );
}

/** The order itself: an edit form while it may still change, else the read-only view. */
function OrderBody({ order, mode, reload }: { order: OrderDetail; mode: OrderPageMode; reload: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (mode === 'update' && order.allowedActions.includes('edit')) {
    const saved = () => {
      void message.success(t('orderForm.updated', { orderNo: order.orderNo }));
      reload();
    };
    return <OrderForm key={order.version} kind={order.kind} order={order} onSaved={saved} onReload={reload} />;
  }
  return (
    <>
      {mode === 'update' && <Alert type="info" showIcon message={t('orderForm.readOnly', { status: t(`order.status.${order.status}`) })} />}
      <OrderView order={order} />
    </>
  );
}

/**
 * The {id} pages of an order: update (the form), view (read-only with its actions) and examine (the audit).
 * Each shows the change history and the freight beside the order.
 */
export function OrderDetailPage({ mode }: { mode: OrderPageMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { pathname } = useLocation();
  const query = useOrder(Number.isInteger(id) ? id : 0);
  if (query.isPending && query.fetchStatus !== 'idle') return <Spin className="order-detail-spin" />;
  const order = query.data;
  if (!order) return <Empty description={t('order.notFound')} />;
  // Each kind has its own pages: another kind's address (send_order_update/{id} of an inbound order) opens the right one.
  const ownPath = orderPagePath(order.kind, mode, order.id);
  if (pathname !== ownPath) return <Navigate to={ownPath} replace />;
  const reload = () => void query.refetch();
  const actions = mode === 'examine' ? order.allowedActions.filter((action) => action === 'auditPass' || action === 'auditFail') : undefined;
  return (
    <div className="order-detail">
      <Card size="small">
        <div className="order-detail-bar">
          <Heading order={order} mode={mode} />
          <Space wrap>
            {mode === 'view' && order.allowedActions.includes('edit') && (
              <Button onClick={() => void navigate(orderPagePath(order.kind, 'update', order.id))}>{t('order.action.edit')}</Button>
            )}
            {mode !== 'update' && <OrderActionBar orders={[order]} only={actions} primary={mode === 'examine' ? 'auditPass' : undefined} onDone={reload} />}
            {mode === 'view' && <PrintOrderButton order={order} onPrinted={reload} />}
          </Space>
        </div>
      </Card>
      <Tabs
        items={[
          { key: 'order', label: t('orderForm.section.order'), children: <OrderBody order={order} mode={mode} reload={reload} /> },
          { key: 'history', label: t('order.history.title'), children: <OrderHistory orderId={order.id} /> },
          { key: 'freight', label: t('orderPrice.title'), children: <FreightCard orderId={order.id} /> },
        ]}
      />
    </div>
  );
}
