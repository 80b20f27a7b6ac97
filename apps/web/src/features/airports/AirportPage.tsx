import { useMemo } from 'react';
import { Alert, Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listAirports, startAirportExport, type AirportView } from '@parcelflow/contract';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { countryLabel } from '../../components/countryLabel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { TableExportButton } from '../../components/tableExcel/TableExportButton.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';

/** Airports are exported, never imported: the page has the export command alone. */
const AIRPORT_EXPORT = { startExport: startAirportExport };

/** dataManage/airportCode: the platform's airports, read-only, by code, name, city and country. */
export function AirportPage() {
  const { t, i18n } = useTranslation();
  const airports = usePagedList(listAirports);
  const columns = useMemo<TableColumnsType<AirportView>>(() => [
    { title: t('airport.field.iata'), dataIndex: 'iata', width: 90 },
    { title: t('airport.field.icao'), dataIndex: 'icao', width: 90 },
    { title: t('airport.field.name'), dataIndex: 'name', width: 300, ellipsis: true },
    { title: t('airport.field.city'), dataIndex: 'city', width: 180, ellipsis: true },
    { title: t('airport.field.countryCode'), dataIndex: 'countryCode', width: 180, render: (code: string) => countryLabel(code, i18n.language) },
  ], [t, i18n.language]);
  return (
    <Card size="small" title={t('airport.title')} extra={<TableExportButton commands={AIRPORT_EXPORT} filter={airports.filters} />}>
      <Alert type="info" showIcon title={t('airport.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="airportFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('airport.filter.keyword'), placeholder: t('airport.filter.keywordPlaceholder'), maxLength: 40 },
          { kind: 'custom', name: 'countryCode', label: t('airport.field.countryCode'), input: <CountrySelect placeholder={t('filter.any')} /> },
        ]}
        onSearch={airports.search}
      />
      <PagedTable<AirportView> list={airports} columns={columns} rowKey="id" totalText={(total) => t('airport.total', { total })} />
    </Card>
  );
}
