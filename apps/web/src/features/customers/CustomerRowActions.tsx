import type { ReactNode } from 'react';
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, DisconnectOutlined, EditOutlined, LinkOutlined, PauseCircleOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CustomerStatus, CustomerView } from '@parcelflow/contract';
import { useDeleteCustomer, useSetCustomerStatus, useUnbindCustomerLogin } from './api.ts';

type Props = { customer: CustomerView; usable: boolean; onEdit: (customer: CustomerView) => void; onBind: (customer: CustomerView) => void };

/** Edit; stop or suspend (its logins are signed out), or restore; bind or unbind the login; delete, each change confirmed. */
export function CustomerRowActions({ customer, usable, onEdit, onBind }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setStatus = useSetCustomerStatus();
  const remove = useDeleteCustomer();
  const unbind = useUnbindCustomerLogin();
  const label = `${customer.code} ${customer.name}`;
  // The shell has already shown why a refused change failed; the confirm just closes.
  const ignoreRefusal = () => undefined;
  const changeStatus = (status: CustomerStatus) =>
    setStatus.mutateAsync({ id: customer.id, status }).then(() => void message.success(t(`customer.list.statusChanged.${status}`)), ignoreRefusal);

  const confirmed = (key: string, title: string, icon: ReactNode, onConfirm: () => Promise<void>, danger = false) => (
    <Popconfirm key={key} title={title} disabled={!usable} onConfirm={onConfirm}>
      <Tooltip title={t(`customer.list.${key}`)}>
        <Button type="text" size="small" danger={danger} icon={icon} disabled={!usable} aria-label={t(`customer.list.${key}`)} />
      </Tooltip>
    </Popconfirm>
  );
  return (
    <Space size={0}>
      <Tooltip title={t('customer.list.edit')}>
        <Button type="text" size="small" icon={<EditOutlined />} disabled={!usable} aria-label={t('customer.list.edit')} onClick={() => onEdit(customer)} />
      </Tooltip>
      {customer.status === 'normal'
        ? [
          confirmed('stop', t('customer.list.stopConfirm', { name: label }), <StopOutlined />, () => changeStatus('stopped'), true),
          confirmed('suspend', t('customer.list.suspendConfirm', { name: label }), <PauseCircleOutlined />, () => changeStatus('suspended')),
        ]
        : confirmed('restore', t('customer.list.restoreConfirm', { name: label }), <UndoOutlined />, () => changeStatus('normal'))}
      {customer.login
        ? confirmed('unbind', t('customer.login.unbindConfirm', { name: label, account: customer.login.account }), <DisconnectOutlined />,
          () => unbind.mutateAsync({ customerId: customer.id }).then(() => void message.success(t('customer.login.unbound')), ignoreRefusal))
        : (
          <Tooltip title={t('customer.list.bind')}>
            <Button type="text" size="small" icon={<LinkOutlined />} disabled={!usable} aria-label={t('customer.list.bind')} onClick={() => onBind(customer)} />
          </Tooltip>
        )}
      {confirmed('delete', t('customer.list.deleteConfirm', { name: label }), <DeleteOutlined />,
        () => remove.mutateAsync({ id: customer.id }).then(() => void message.success(t('customer.list.deleted')), ignoreRefusal), true)}
    </Space>
  );
}
