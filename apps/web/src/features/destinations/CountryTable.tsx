import { useMemo } from 'react';
import { Alert, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listCountries, type CountryView } from '@parcelflow/contract';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';

/** The ISO 3166-1 countries every company shares: codes and the three languages' names, read-only. */
export function CountryTable() {
  const { t } = useTranslation();
  const countries = usePagedList(listCountries);
  const columns = useMemo<TableColumnsType<CountryView>>(() => [
    { title: t('destination.country.code'), dataIndex: 'code', width: 90 },
    { title: t('destination.country.alpha3'), dataIndex: 'alpha3', width: 90 },
    { title: t('destination.country.numeric'), dataIndex: 'numeric', width: 90 },
    { title: t('destination.country.nameZhCn'), dataIndex: 'nameZhCn', width: 180 },
    { title: t('destination.country.nameZhTw'), dataIndex: 'nameZhTw', width: 180 },
    { title: t('destination.country.nameEn'), dataIndex: 'nameEn', width: 220 },
  ], [t]);
  return (
    <>
      <Alert type="info" showIcon title={t('destination.country.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="countryFilters"
        fields={[{ kind: 'text', name: 'keyword', label: t('destination.filter.keyword'), placeholder: t('destination.country.keywordPlaceholder'), maxLength: 40 }]}
        onSearch={countries.search}
      />
      <PagedTable<CountryView> list={countries} columns={columns} rowKey="code" totalText={(total) => t('destination.total', { total })} />
    </>
  );
}
