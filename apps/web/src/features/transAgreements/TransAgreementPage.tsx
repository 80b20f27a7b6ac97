import { useState } from 'react';
import { Alert, App, Button, Card, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListTransAgreementsInput, type TransAgreementView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useDeleteTransAgreement, useTransAgreementOptions, useTransAgreements } from './api.ts';
import { useAgreementColumns } from './agreementColumns.tsx';
import { AgreementFilters } from './AgreementFilters.tsx';
import { AgreementFormModal } from './AgreementFormModal.tsx';

/** enterpriseManagement/transAgreement: which customers or groups may use which channels, and when. */
export function TransAgreementPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('transAgreement.edit');
  const [query, setQuery] = useState<ListTransAgreementsInput>({ pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 });
  const agreements = useTransAgreements(query);
  const options = useTransAgreementOptions();
  const remove = useDeleteTransAgreement();
  const [editing, setEditing] = useState<TransAgreementView | null | undefined>(undefined);
  const columns = useAgreementColumns({
    edit, onEdit: setEditing,
    onDelete: (agreement) => remove.mutate({ id: agreement.id }, { onSuccess: () => void message.success(t('transAgreement.list.deleted')) }),
  });
  return (
    <Card
      size="small"
      title={t('transAgreement.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('transAgreement.list.new')}</Button>
      )}
    >
      <Alert type="info" showIcon title={t('transAgreement.intro')} style={{ marginBottom: 12 }} />
      <AgreementFilters options={options.data} onSearch={(filters) => setQuery({ ...filters, pageSize: query.pageSize, currentPage: 1 })} />
      <Table<TransAgreementView>
        size="small"
        rowKey="id"
        loading={agreements.isFetching}
        columns={columns}
        dataSource={agreements.data?.list}
        scroll={{ x: 1100 }}
        pagination={{
          current: query.currentPage, pageSize: query.pageSize, total: agreements.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('transAgreement.list.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
        }}
      />
      {editing !== undefined && <AgreementFormModal agreement={editing} options={options.data} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
