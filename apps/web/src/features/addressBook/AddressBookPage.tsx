import { useMemo, useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listAddresses, type AddressView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { addressColumns } from './addressColumns.tsx';
import { AddressFilters } from './AddressFilters.tsx';
import { AddressFormModal } from './AddressFormModal.tsx';
import { useDeleteAddress, useSetAddressFlag } from './api.ts';

/** systemManagent/address: the company's saved receivers and senders (5.3), picked later on the order form. */
export function AddressBookPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('address.edit');
  const addresses = usePagedList(listAddresses);
  const [editing, setEditing] = useState<AddressView | null | undefined>(undefined);
  const { mutate: setFlag } = useSetAddressFlag();
  const { mutate: remove } = useDeleteAddress();

  const columns = useMemo(() => addressColumns(t, {
    language: i18n.language, canEdit: edit.usable, showActions: edit.visible, onEdit: setEditing,
    onDelete: (row) => remove({ id: row.id }, { onSuccess: () => void message.success(t('address.list.deleted')) }),
    onFlag: (row, flag, value) => setFlag({ id: row.id, flag, value }),
  }), [t, i18n.language, edit.usable, edit.visible, remove, setFlag, message]);

  return (
    <Card
      size="small"
      title={t('address.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>
          {t('address.list.new')}
        </Button>
      )}
    >
      <AddressFilters onSearch={addresses.search} />
      <PagedTable<AddressView> list={addresses} columns={columns} rowKey="id" totalText={(total) => t('address.list.total', { total })} />
      {editing !== undefined && <AddressFormModal address={editing} defaultType={addresses.filters.type ?? 'receiver'} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
