import { useMemo, useState, type Key } from 'react';
import { Button, Card, Space, Switch } from 'antd';
import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listCustomers, type CustomerView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { LoginBindingModal } from '../../components/LoginBindingModal.tsx';
import { moveButtonLabel } from '../customerGroups/groupName.ts';
import { MoveCustomersModal } from '../customerGroups/MoveCustomersModal.tsx';
import { customerLoginBinding, useSetCustomerEnabled } from './api.ts';
import { customerColumns } from './customerColumns.tsx';
import { CustomerFilters } from './CustomerFilters.tsx';
import { CustomerFormModal } from './CustomerFormModal.tsx';
import { CustomerRowActions } from './CustomerRowActions.tsx';

/** enterpriseManagement/customerManagement: the carrier's customers, their terms, status, group and login. */
export function CustomerPage() {
  const { t, i18n } = useTranslation();
  const edit = useFunction('customer.edit');
  const moveRight = useFunction('customerGroup.edit');
  const customers = usePagedList(listCustomers);
  const setEnabled = useSetCustomerEnabled();
  const [editing, setEditing] = useState<CustomerView | null | undefined>(undefined);
  const [binding, setBinding] = useState<CustomerView | undefined>(undefined);
  const [selected, setSelected] = useState<Key[]>([]);
  const [moving, setMoving] = useState(false);

  const pendingId = setEnabled.isPending ? setEnabled.variables.id : undefined;
  const { mutate: changeEnabled } = setEnabled;
  const columns = useMemo(() => customerColumns(t, i18n.language, {
    enabled: (c) => (
      <Switch size="small" checked={c.enabled} disabled={!edit.usable} loading={pendingId === c.id}
        onChange={(enabled) => changeEnabled({ id: c.id, enabled })} aria-label={t('customer.field.enabled')} />
    ),
    actions: edit.visible ? (c) => <CustomerRowActions customer={c} usable={edit.usable} onEdit={setEditing} onBind={setBinding} /> : undefined,
  }), [t, i18n.language, edit.usable, edit.visible, pendingId, changeEnabled]);

  return (
    <Card
      size="small"
      title={t('customer.list.title')}
      extra={(
        <Space>
          {moveRight.visible && (
            <Button size="small" icon={<SwapOutlined />} disabled={!moveRight.usable || !selected.length} onClick={() => setMoving(true)}>
              {moveButtonLabel(t, selected.length)}
            </Button>
          )}
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>
              {t('customer.list.new')}
            </Button>
          )}
        </Space>
      )}
    >
      <CustomerFilters onSearch={customers.search} />
      <PagedTable<CustomerView>
        list={customers}
        columns={columns}
        rowKey="id"
        totalText={(total) => t('customer.list.total', { total })}
        selection={moveRight.visible ? { selected, onChange: setSelected, preserve: true } : undefined}
      />
      {editing !== undefined && <CustomerFormModal customer={editing} onClose={() => setEditing(undefined)} />}
      {binding && (
        <LoginBindingModal
          commands={customerLoginBinding} holder={{ customerId: binding.id }} texts="customer"
          title={t('customer.login.title', { name: `${binding.code} ${binding.name}` })} note={t('customer.login.note')} onClose={() => setBinding(undefined)}
        />
      )}
      {moving && <MoveCustomersModal customerIds={selected as number[]} onClose={(moved) => { setMoving(false); if (moved) setSelected([]); }} />}
    </Card>
  );
}
