import { Alert, App, Button, Card, Collapse, Form, Space } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { createOrderInput, notifierSchema, receiverSchema, senderSchema, updateOrderInput, type ComboBoxItem, type OrderDetail, type OrderKind } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { CommandFailure } from '../../../app/envelope.ts';
import { showFailureOnForm, validateForm, withoutBlanks } from '../../../app/forms/zodForm.ts';
import { useProfile } from '../../../app/profile.ts';
import { describeBlacklistHits } from '../../blacklist/blacklistHits.ts';
import { AddressFields } from './AddressFields.tsx';
import { BoxesTable } from './BoxesTable.tsx';
import { GoodsFields } from './GoodsFields.tsx';
import { InvoiceLinesTable } from './InvoiceLinesTable.tsx';
import { NumbersFields } from './NumbersFields.tsx';
import { ORDER_FORM_KINDS } from './orderFormKinds.ts';
import { blankOrder, boxTotals, formValuesOf } from './orderFormValues.ts';
import { PartiesFields } from './PartiesFields.tsx';
import { useCreateOrder, useUpdateOrder, type SavedOrder } from './useSaveOrder.ts';
import './orderForm.css';

type Props = {
  kind: OrderKind;
  /** The order being edited; absent on a creation screen. */
  order?: OrderDetail;
  onSaved: (saved: SavedOrder) => void;
  /** Shown when the order changed since it was read: reloads it. */
  onReload?: () => void;
};

const isStale = (error: unknown) => error instanceof CommandFailure && error.code === 400 && error.params.field === 'version';

/** The order form of every creation and edit screen: the full order of 3.1, checked by the shared contract. */
export function OrderForm({ kind, order, onSaved, onReload }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const profile = useProfile().data;
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const saving = create.isPending || update.isPending;
  const asOwner = profile?.companyKind === 'cargoOwner';
  const config = ORDER_FORM_KINDS[kind];
  const boxes = Form.useWatch('boxes', form) as { quantity?: number; weight?: number }[] | undefined;

  useEffect(() => {
    form.setFieldsValue(order ? formValuesOf(order) : blankOrder(kind));
  }, [form, order, kind]);

  // Pieces always follow the boxes; on a new order the weight does too until the clerk types the weighed
  // total (a saved order keeps the weight it was weighed at).
  useEffect(() => {
    const totals = boxTotals(boxes);
    form.setFieldValue('pieces', totals.pieces);
    if (!order && !form.isFieldTouched('weight') && totals.weight > 0) form.setFieldValue('weight', totals.weight);
  }, [boxes, form, order]);

  const fillFromWarehouse = (item: ComboBoxItem | undefined) => {
    if (!item?.extra) return;
    const { code, country, state, city, postcode, address1 } = item.extra;
    const receiver = (form.getFieldValue('receiver') ?? {}) as Record<string, unknown>;
    form.setFieldValue('receiver', { ...receiver, name: `Amazon ${code}`, company: 'Amazon.com Services', country, state, city, postcode, address1 });
  };

  const submit = () => {
    const entered = form.getFieldsValue(true) as Record<string, unknown>;
    // The notify party is optional: a section left blank is no notify party rather than a nameless one.
    const notifier = withoutBlanks(entered.notifier) as Record<string, unknown> | undefined;
    const values = { ...entered, notifier: notifier && Object.keys(notifier).length ? notifier : undefined, kind, ...(order ? { id: order.id, version: order.version } : {}) };
    const input = validateForm(form, order ? updateOrderInput : createOrderInput, values, t);
    if (!input) return invalid();
    const onError = (error: unknown) => { showFailureOnForm(form, error, t); };
    // A blacklist hold or warning is said beside the save's own message.
    const warnOf = ({ blacklistHits }: { blacklistHits: SavedOrder['blacklistHits'] }) => {
      const warning = describeBlacklistHits(blacklistHits, t);
      if (warning) void message.warning(warning, 8);
    };
    if (order) update.mutate(input as typeof updateOrderInput._output, { onSuccess: (saved) => { warnOf(saved); onSaved({ id: order.id, orderNo: order.orderNo, blacklistHits: saved.blacklistHits }); }, onError });
    else create.mutate(input, { onSuccess: (saved) => { warnOf(saved); onSaved(saved); }, onError });
  };

  const clear = () => {
    form.resetFields();
    form.setFieldsValue(blankOrder(kind));
  };
  const invalid = () => message.error(t('orderForm.invalid', { count: form.getFieldsError().filter((field) => field.errors.length).length }));

  const section = (key: string, children: ReactNode) => <Card key={key} size="small" title={t(`orderForm.section.${key}`)} className="order-form-card">{children}</Card>;
  return (
    <Form form={form} layout="vertical" className="order-form" onFinish={submit} onFinishFailed={invalid} scrollToFirstError>
      {isStale(update.error) && (
        <Alert type="warning" showIcon message={t('orderForm.stale')} action={<Button size="small" onClick={() => { update.reset(); onReload?.(); }}>{t('orderForm.reload')}</Button>} />
      )}
      {section('basic', (
        <>
          <PartiesFields asOwner={asOwner} fba={config.fba} order={order} onWarehouse={fillFromWarehouse} />
          <NumbersFields kind={config} />
        </>
      ))}
      {section('goods', <GoodsFields />)}
      {section('boxes', <BoxesTable />)}
      {section('receiver', <AddressFields party="receiver" shape={receiverSchema.shape} />)}
      {section('sender', <AddressFields party="sender" shape={senderSchema.shape} />)}
      <Collapse
        className="order-form-card"
        defaultActiveKey={config.notifierOpen || order?.notifier ? ['notifier'] : []}
        items={[{ key: 'notifier', label: t('orderForm.section.notifier'), children: <AddressFields party="notifier" shape={notifierSchema.shape} /> }]}
      />
      {section('invoice', <InvoiceLinesTable />)}
      <div className="order-form-actions">
        <Space>
          {!order && <Button onClick={clear}>{t('orderForm.submit.reset')}</Button>}
          <Button type="primary" htmlType="submit" loading={saving}>{t(order ? 'orderForm.submit.update' : 'orderForm.submit.create')}</Button>
        </Space>
      </div>
    </Form>
  );
}
