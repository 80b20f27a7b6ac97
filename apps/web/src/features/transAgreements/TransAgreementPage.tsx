import { useMemo, useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listTransAgreements, type TransAgreementView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { useTransAgreementOptions } from './api.ts';
import { agreementColumns } from './agreementColumns.tsx';
import { AgreementFilters } from './AgreementFilters.tsx';
import { AgreementFormModal } from './AgreementFormModal.tsx';
import { AgreementRowActions } from './AgreementRowActions.tsx';

/** enterpriseManagement/transAgreement: which customers or groups may use which channels, and when. */
export function TransAgreementPage() {
  const { t } = useTranslation();
  const edit = useFunction('transAgreement.edit');
  const agreements = usePagedList(listTransAgreements);
  const options = useTransAgreementOptions();
  const [editing, setEditing] = useState<TransAgreementView | null | undefined>(undefined);
  const columns = useMemo(() => agreementColumns(
    t,
    edit.visible ? (agreement) => <AgreementRowActions agreement={agreement} usable={edit.usable} onEdit={setEditing} /> : undefined,
  ), [t, edit.visible, edit.usable]);
  return (
    <Card
      size="small"
      title={t('transAgreement.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('transAgreement.list.new')}</Button>
      )}
    >
      <Alert type="info" showIcon title={t('transAgreement.intro')} style={{ marginBottom: 12 }} />
      <AgreementFilters options={options.data} onSearch={agreements.search} />
      <PagedTable<TransAgreementView> list={agreements} columns={columns} rowKey="id" totalText={(total) => t('transAgreement.list.total', { total })} />
      {editing !== undefined && <AgreementFormModal agreement={editing} options={options.data} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
