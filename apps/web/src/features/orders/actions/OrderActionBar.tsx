import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTION_FUNCTIONS, REASON_ACTIONS, type BulkOrderAction, type OrderAction } from '@parcelflow/contract';
import { CONFIRMED_ACTIONS, DANGEROUS_ACTIONS, commonActions } from './actionChoices.ts';
import type { ActionOrder } from './actionRefusal.ts';
import { AuditPassDialog } from './AuditPassDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useActionGrants } from './useActionGrants.ts';
import { useActionRun } from './useActionRun.ts';

export type OrderActionBarProps = {
  orders: ActionOrder[];
  onDone?: () => void;
  /** Offers only these actions (an examine page: pass or fail the audit). */
  only?: readonly OrderAction[];
  /** The usual action where the bar stands, drawn as the primary button (passing the audit on the examine page). */
  primary?: OrderAction;
};

type Dialog = { kind: 'reason'; action: BulkOrderAction } | { kind: 'auditPass' } | null;

/**
 * The actions allowed for every selected order and held by the user. Cancel and audit failure ask for a
 * reason, delete and restore for a confirmation; passing one audit asks for an optional waybill number,
 * passing several runs a bulk audit.
 */
export function OrderActionBar({ orders, onDone, only, primary }: OrderActionBarProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const grants = useActionGrants();
  const run = useActionRun(orders, onDone);
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = commonActions(orders.map((order) => order.status))
    .filter((action) => grants[ACTION_FUNCTIONS[action]].visible && (!only || only.includes(action)));
  const count = orders.length;

  const start = (action: OrderAction) => {
    if (action === 'auditPass' && count === 1) return setDialog({ kind: 'auditPass' });
    if (action === 'auditPass') {
      return void modal.confirm({ title: t('order.action.auditPass'), content: t('orderList.actions.bulkAuditConfirm', { count }), onOk: run.auditMany });
    }
    const bulk = action as BulkOrderAction;
    if (REASON_ACTIONS.includes(bulk)) return setDialog({ kind: 'reason', action: bulk });
    if (CONFIRMED_ACTIONS.includes(bulk)) {
      return void modal.confirm({ title: t(`order.action.${bulk}`), content: t(`orderList.actions.confirm.${bulk}`, { count }), onOk: () => run.apply(bulk) });
    }
    void run.apply(bulk);
  };

  return (
    <Space wrap size={[8, 8]} className="order-action-bar">
      {actions.map((action) => (
        <Button
          key={action} type={action === primary ? 'primary' : 'default'} danger={DANGEROUS_ACTIONS.includes(action)}
          disabled={!grants[ACTION_FUNCTIONS[action]].usable || run.pending} onClick={() => start(action)}
        >
          {t(`order.action.${action}`)}
        </Button>
      ))}
      {dialog?.kind === 'reason' && (
        <ReasonDialog
          title={t(`order.action.${dialog.action}`)}
          count={count}
          pending={run.pending}
          onSubmit={(reason) => run.apply(dialog.action, reason)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'auditPass' && orders[0] && (
        <AuditPassDialog orderNo={orders[0].orderNo} pending={run.pending} onSubmit={run.auditOne} onClose={() => setDialog(null)} />
      )}
    </Space>
  );
}
