import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listPostcodes, postcodeExcel, type PostcodeListRow } from '@parcelflow/contract';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { countryLabel } from '../../components/countryLabel.ts';
import { ReferenceTablePage } from '../../components/referenceTable/ReferenceTablePage.tsx';
import { useDeletePostcode } from './api.ts';
import { PostcodeFormModal } from './PostcodeFormModal.tsx';

/** Dataquery/zipcodeInformation: the company's postcodes with their cities, filtered, edited, imported and exported. */
export function PostcodePage() {
  const { t, i18n } = useTranslation();
  const { mutate: remove } = useDeletePostcode();
  const columns = useMemo<TableColumnsType<PostcodeListRow>>(() => [
    { title: t('postcode.field.country'), dataIndex: 'country', width: 180, render: (code: string) => countryLabel(code, i18n.language) },
    { title: t('postcode.field.postcode'), dataIndex: 'postcode', width: 140 },
    { title: t('postcode.field.city'), dataIndex: 'city', width: 200 },
    { title: t('postcode.field.state'), dataIndex: 'state', width: 160 },
  ], [t, i18n.language]);
  return (
    <ReferenceTablePage
      namespace="postcode" intro={false} list={listPostcodes} excel={postcodeExcel} editFunction="postcode.edit"
      columns={columns} rowKey="id" form={PostcodeFormModal} onDelete={(row, options) => remove({ id: row.id }, options)}
      filterBar={{
        name: 'postcodeFilters',
        fields: [
          { kind: 'custom', name: 'country', label: t('postcode.field.country'), input: <CountrySelect placeholder={t('filter.any')} /> },
          { kind: 'text', name: 'postcodePrefix', label: t('postcode.filter.postcodePrefix'), maxLength: 20 },
          { kind: 'text', name: 'city', label: t('postcode.field.city'), maxLength: 60 },
        ],
      }}
    />
  );
}
