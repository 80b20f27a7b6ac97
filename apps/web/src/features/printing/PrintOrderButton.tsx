import { useState } from 'react';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isPrintable, type OrderDetail } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PrintDialog } from './PrintDialog.tsx';

/** The order page's print: shown to those allowed to print, usable once the order has its waybill and is still here. */
export function PrintOrderButton({ order, onPrinted }: { order: OrderDetail; onPrinted: () => void }) {
  const { t } = useTranslation();
  const grant = useFunction('order.print');
  const [open, setOpen] = useState(false);
  if (!grant.visible) return null;
  return (
    <>
      <Button icon={<PrinterOutlined />} disabled={!grant.usable || !isPrintable(order.status)} title={isPrintable(order.status) ? undefined : t('reason.notPrintable')} onClick={() => setOpen(true)}>
        {t('print.button.label')}
      </Button>
      {open && <PrintDialog selection={{ by: 'ids', ids: [order.id] }} count={1} transportMode={order.kind} onClose={() => setOpen(false)} onPrinted={onPrinted} />}
    </>
  );
}
