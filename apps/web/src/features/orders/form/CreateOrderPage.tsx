import { Button, Result } from 'antd';
import { useState } from 'react';
import type { OrderKind } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderPagePath } from '../orderPages.ts';
import { listPathOf } from './orderFormKinds.ts';
import { OrderForm } from './OrderForm.tsx';
import type { SavedOrder } from './useSaveOrder.ts';

/** A creation screen: the form, then what was saved with the next steps a clerk takes. */
export function CreateOrderPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<SavedOrder>();
  if (saved) {
    return (
      <Result
        status="success"
        title={t('orderForm.saved.title', { orderNo: saved.orderNo })}
        subTitle={t('orderForm.saved.content')}
        extra={[
          <Button key="another" type="primary" onClick={() => setSaved(undefined)}>{t('orderForm.saved.another')}</Button>,
          <Button key="view" onClick={() => void navigate(orderPagePath(kind, 'view', saved.id))}>{t('orderForm.saved.view')}</Button>,
          <Button key="list" onClick={() => void navigate(listPathOf(kind))}>{t('orderForm.saved.list')}</Button>,
        ]}
      />
    );
  }
  return <OrderForm kind={kind} onSaved={setSaved} />;
}
