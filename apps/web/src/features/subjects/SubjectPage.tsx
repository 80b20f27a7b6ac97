import { useMemo } from 'react';
import { Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { customerComboBox, listSubjects, subjectExcel, type SubjectView } from '@parcelflow/contract';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { countryLabel } from '../../components/countryLabel.ts';
import { ReferenceTablePage } from '../../components/referenceTable/ReferenceTablePage.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { useDeleteSubject } from './api.ts';
import { SubjectFormModal } from './SubjectFormModal.tsx';

/** subjectInformation: the legal entities the company's customers ship as, with their tax numbers. */
export function SubjectPage() {
  const { t, i18n } = useTranslation();
  const { mutate: remove } = useDeleteSubject();
  const columns = useMemo<TableColumnsType<SubjectView>>(() => [
    { title: t('subject.field.customerId'), key: 'customer', width: 160, render: (_, row) => `${row.customerCode} ${row.customerName}` },
    {
      title: t('subject.field.name'), dataIndex: 'name', width: 200,
      render: (name: string, row) => <Space size={4}>{name}{row.isDefault && <Tag color="blue">{t('subject.defaultMark')}</Tag>}</Space>,
    },
    { title: t('subject.field.countryCode'), dataIndex: 'countryCode', width: 140, render: (code: string) => countryLabel(code, i18n.language) },
    { title: t('subject.field.vatNo'), dataIndex: 'vatNo', width: 150 },
    { title: t('subject.field.eoriNo'), dataIndex: 'eoriNo', width: 160 },
    { title: t('subject.field.iossNo'), dataIndex: 'iossNo', width: 140 },
    {
      title: t('subject.field.otherTaxNo'), key: 'otherTax', width: 180,
      render: (_, row) => (row.otherTaxType ? `${t(`subject.taxType.${row.otherTaxType}`)} ${row.otherTaxNo}` : ''),
    },
    { title: t('subject.field.address'), dataIndex: 'address', width: 220, ellipsis: true },
  ], [t, i18n.language]);
  return (
    <ReferenceTablePage
      namespace="subject" list={listSubjects} excel={subjectExcel} editFunction="subject.edit"
      columns={columns} rowKey="id" form={SubjectFormModal} onDelete={(row, options) => remove({ id: row.id }, options)}
      filterBar={{
        name: 'subjectFilters',
        fields: [
          { kind: 'text', name: 'keyword', label: t('subject.filter.keyword'), placeholder: t('subject.filter.keywordPlaceholder'), maxLength: 40 },
          { kind: 'custom', name: 'customerId', label: t('subject.field.customerId'), input: <RemoteSelect command={customerComboBox} placeholder={t('filter.any')} allowClear /> },
          { kind: 'custom', name: 'countryCode', label: t('subject.field.countryCode'), input: <CountrySelect placeholder={t('filter.any')} /> },
        ],
      }}
    />
  );
}
