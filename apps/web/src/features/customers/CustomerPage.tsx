import { useState } from 'react';
import { Button, Card, Space, Switch, Table } from 'antd';
import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type CustomerView, type ListCustomersInput } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useFittedColumns } from '../../components/useFittedColumns.ts';
import { moveButtonLabel } from '../customerGroups/groupName.ts';
import { MoveCustomersModal } from '../customerGroups/MoveCustomersModal.tsx';
import { useCustomers, useSetCustomerEnabled } from './api.ts';
import { customerColumns } from './customerColumns.tsx';
import { CustomerFilters, type CustomerFilterValues } from './CustomerFilters.tsx';
import { CustomerFormModal } from './CustomerFormModal.tsx';
import { CustomerLoginModal } from './CustomerLoginModal.tsx';
import { CustomerRowActions } from './CustomerRowActions.tsx';

const SELECTION_WIDTH = 36;

/** enterpriseManagement/customerManagement: the carrier's customers, their terms, status, group and login. */
export function CustomerPage() {
  const { t, i18n } = useTranslation();
  const edit = useFunction('customer.edit');
  const moveRight = useFunction('customerGroup.edit');
  const [query, setQuery] = useState<ListCustomersInput>({ pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 });
  const customers = useCustomers(query);
  const setEnabled = useSetCustomerEnabled();
  const [editing, setEditing] = useState<CustomerView | null | undefined>(undefined);
  const [binding, setBinding] = useState<CustomerView | undefined>(undefined);
  const [selected, setSelected] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);

  const columns = customerColumns(t, i18n.language, {
    enabled: (c) => (
      <Switch size="small" checked={c.enabled} disabled={!edit.usable} loading={setEnabled.isPending && setEnabled.variables?.id === c.id}
        onChange={(enabled) => setEnabled.mutate({ id: c.id, enabled })} aria-label={t('customer.field.enabled')} />
    ),
    actions: edit.visible ? (c) => <CustomerRowActions customer={c} usable={edit.usable} onEdit={setEditing} onBind={setBinding} /> : undefined,
  });
  // Fitted to the room, so no sliver of the next column shows under the pinned actions; the selection column leads.
  const { ref, columns: shown, scrollX } = useFittedColumns(columns, moveRight.visible ? SELECTION_WIDTH : 0);
  const search = (filters: CustomerFilterValues) => setQuery({ ...filters, pageSize: query.pageSize, currentPage: 1 });

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
      <CustomerFilters onSearch={search} />
      <div ref={ref}>
        <Table<CustomerView>
          size="small"
          rowKey="id"
          bordered
          loading={customers.isFetching}
          columns={shown}
          dataSource={customers.data?.list}
          rowSelection={moveRight.visible ? { columnWidth: SELECTION_WIDTH, selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true } : undefined}
          scroll={{ x: scrollX }}
          pagination={{
            current: query.currentPage, pageSize: query.pageSize, total: customers.data?.total ?? 0, showSizeChanger: true,
            pageSizeOptions: [...PAGE_SIZES], showTotal: (total) => t('customer.list.total', { total }),
            onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
          }}
        />
      </div>
      {editing !== undefined && <CustomerFormModal customer={editing} onClose={() => setEditing(undefined)} />}
      {binding && <CustomerLoginModal customer={binding} onClose={() => setBinding(undefined)} />}
      {moving && <MoveCustomersModal customerIds={selected} onClose={(moved) => { setMoving(false); if (moved) setSelected([]); }} />}
    </Card>
  );
}
