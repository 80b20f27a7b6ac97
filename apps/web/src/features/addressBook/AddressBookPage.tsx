import { useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Table } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ADDRESS_TYPES, DEFAULT_PAGE_SIZE, PAGE_SIZES, type AddressType, type AddressView, type ListAddressesInput } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { addressColumns } from './addressColumns.tsx';
import { AddressFormModal } from './AddressFormModal.tsx';
import { useAddresses, useDeleteAddress, useSetAddressFlag } from './api.ts';

type Mark = 'isCommon' | 'isDefault';
type Filters = { type?: AddressType; keyword?: string; country?: string; mark?: Mark };

const FIRST_PAGE = { pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 };

function queryOf(filters: Filters, pageSize: number): ListAddressesInput {
  return {
    pageSize, currentPage: 1, type: filters.type, keyword: filters.keyword?.trim() || undefined, country: filters.country || undefined,
    isCommon: filters.mark === 'isCommon' || undefined, isDefault: filters.mark === 'isDefault' || undefined,
  };
}

/** systemManagent/address: the company's saved receivers and senders (5.3), picked later on the order form. */
export function AddressBookPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('address.edit');
  const [query, setQuery] = useState<ListAddressesInput>(FIRST_PAGE);
  const [editing, setEditing] = useState<AddressView | null | undefined>(undefined);
  const addresses = useAddresses(query);
  const setFlag = useSetAddressFlag();
  const remove = useDeleteAddress();

  const columns = addressColumns(t, {
    language: i18n.language, canEdit: edit.usable, showActions: edit.visible, onEdit: setEditing,
    onDelete: (row) => remove.mutate({ id: row.id }, { onSuccess: () => void message.success(t('address.list.deleted')) }),
    onFlag: (row, flag, value) => setFlag.mutate({ id: row.id, flag, value }),
  });

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
      <Form<Filters> name="addressFilters" onFinish={(filters) => setQuery(queryOf(filters, query.pageSize))} labelCol={{ flex: '80px' }} labelWrap>
        <Row gutter={16}>
          <Col xs={24} md={12} xl={5}>
            <Form.Item name="type" label={t('address.field.type')}>
              <Select allowClear placeholder={t('address.filter.any')} options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`address.type.${type}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={7}>
            <Form.Item name="keyword" label={t('address.filter.keyword')}>
              <Input allowClear maxLength={40} placeholder={t('address.filter.keywordPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="country" label={t('address.field.country')}>
              <CountrySelect style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="mark" label={t('address.filter.mark')}>
              <Select allowClear placeholder={t('address.filter.any')} options={(['isCommon', 'isDefault'] as const).map((mark) => ({ value: mark, label: t(`address.field.${mark}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item style={{ textAlign: 'right', marginBottom: 12 }}>
          <Space>
            <Button htmlType="reset" onClick={() => setQuery({ ...FIRST_PAGE, pageSize: query.pageSize })}>{t('address.filter.reset')}</Button>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('address.filter.search')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<AddressView>
        size="small"
        rowKey="id"
        loading={addresses.isFetching}
        columns={columns}
        dataSource={addresses.data?.list}
        scroll={{ x: 1150 }}
        pagination={{
          current: query.currentPage, pageSize: query.pageSize, total: addresses.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('address.list.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
        }}
      />
      {editing !== undefined && <AddressFormModal address={editing} defaultType={query.type ?? 'receiver'} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
