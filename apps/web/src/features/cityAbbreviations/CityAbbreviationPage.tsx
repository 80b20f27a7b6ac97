import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { cityAbbreviationExcel, listCityAbbreviations, type CityAbbreviationView } from '@parcelflow/contract';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { countryLabel } from '../../components/countryLabel.ts';
import { ReferenceTablePage } from '../../components/referenceTable/ReferenceTablePage.tsx';
import { useDeleteCityAbbreviation } from './api.ts';
import { CityAbbreviationFormModal } from './CityAbbreviationFormModal.tsx';

/** cityAbbreviation: the company's city codes for labels, filtered by country or text, with add, edit and delete. */
export function CityAbbreviationPage() {
  const { t, i18n } = useTranslation();
  const { mutate: remove } = useDeleteCityAbbreviation();
  const columns = useMemo<TableColumnsType<CityAbbreviationView>>(() => [
    { title: t('cityAbbreviation.field.countryCode'), dataIndex: 'countryCode', width: 180, render: (code: string) => countryLabel(code, i18n.language) },
    { title: t('cityAbbreviation.field.cityName'), dataIndex: 'cityName', width: 160 },
    { title: t('cityAbbreviation.field.cityNameEn'), dataIndex: 'cityNameEn', width: 180 },
    { title: t('cityAbbreviation.field.code'), dataIndex: 'code', width: 110 },
    { title: t('cityAbbreviation.field.remarks'), dataIndex: 'remarks', width: 200, ellipsis: true },
  ], [t, i18n.language]);
  return (
    <ReferenceTablePage
      namespace="cityAbbreviation" list={listCityAbbreviations} excel={cityAbbreviationExcel} editFunction="cityAbbreviation.edit"
      columns={columns} rowKey="id" form={CityAbbreviationFormModal} onDelete={(row, options) => remove({ id: row.id }, options)}
      filterBar={{
        name: 'cityAbbreviationFilters',
        fields: [
          { kind: 'text', name: 'keyword', label: t('cityAbbreviation.filter.keyword'), placeholder: t('cityAbbreviation.filter.keywordPlaceholder'), maxLength: 40 },
          { kind: 'custom', name: 'countryCode', label: t('cityAbbreviation.field.countryCode'), input: <CountrySelect placeholder={t('filter.any')} /> },
        ],
      }}
    />
  );
}
