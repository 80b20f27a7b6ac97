import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkOrderAction, OrderAction } from '@parcelflow/contract';
import { useApplyOrderAction, useAuditPass, useBulkAudit } from '../api.ts';
import { describeRefusal, type ActionOrder } from './actionRefusal.ts';

/** Runs an action on the selected orders and says how it went; the mutations reload every order query. */
export function useActionRun(orders: readonly ActionOrder[], onDone?: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const applyAction = useApplyOrderAction();
  const auditPass = useAuditPass();
  const bulkAudit = useBulkAudit();
  const ids = orders.map((order) => order.id);
  const label = (action: OrderAction) => t(`order.action.${action}`);

  const succeed = (action: OrderAction, count: number) => {
    void message.success(t('orderList.actions.done', { action: label(action), count }));
    onDone?.();
  };
  const refuse = (action: OrderAction) => (error: unknown) => {
    const text = describeRefusal(error, orders, label(action), t);
    if (text) modal.error({ title: t('orderList.actions.refusedTitle'), content: text });
  };

  return {
    pending: applyAction.isPending || auditPass.isPending || bulkAudit.isPending,
    apply: (action: BulkOrderAction, reason?: string) =>
      applyAction.mutateAsync({ ids, action, reason }).then((answer) => succeed(action, answer.count), refuse(action)),
    auditMany: () => bulkAudit.mutateAsync({ ids }).then((answer) => succeed('auditPass', answer.count), refuse('auditPass')),
    /** Rejects on failure too, so the dialog can mark a waybill number already taken. */
    auditOne: (waybillNo?: string) => {
      const [id] = ids;
      // OrderActionBar opens the audit dialog only with an order selected; without one there is nothing to audit.
      if (id === undefined) return Promise.resolve();
      return auditPass.mutateAsync({ id, waybillNo }).then(
        (answer) => {
          void message.success(t('orderList.actions.audited', { waybillNo: answer.waybillNo }));
          onDone?.();
        },
        (error: unknown) => {
          refuse('auditPass')(error);
          throw error;
        },
      );
    },
  };
}
