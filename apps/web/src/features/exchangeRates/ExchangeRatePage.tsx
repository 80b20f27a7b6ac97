import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { exchangeRateExcel, listExchangeRates, type ExchangeRateView } from '@parcelflow/contract';
import { ReferenceTablePage } from '../../components/referenceTable/ReferenceTablePage.tsx';
import { useDeleteExchangeRate } from './api.ts';
import { CURRENCY_OPTIONS } from './currencyFields.ts';
import { CurrencyConverter } from './CurrencyConverter.tsx';
import { ExchangeRateFormModal } from './ExchangeRateFormModal.tsx';

/** systemManagent/financialData: the company's exchange rates by pair and first day, with add, edit, delete, Excel and a converter. */
export function ExchangeRatePage() {
  const { t } = useTranslation();
  const { mutate: remove } = useDeleteExchangeRate();
  const columns = useMemo<TableColumnsType<ExchangeRateView>>(() => [
    { title: t('exchangeRate.field.pair'), key: 'pair', width: 140, render: (_, row) => `${row.fromCurrency} → ${row.toCurrency}` },
    { title: t('exchangeRate.field.effectiveDate'), dataIndex: 'effectiveDate', width: 130 },
    // The server's exact decimal text: a float would round it.
    { title: t('exchangeRate.field.rate'), dataIndex: 'rate', width: 160, align: 'right' },
    { title: t('exchangeRate.field.updatedAt'), dataIndex: 'updatedAt', width: 170, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
  ], [t]);
  return (
    <ReferenceTablePage
      namespace="exchangeRate" list={listExchangeRates} excel={exchangeRateExcel} editFunction="exchangeRate.edit" columns={columns} rowKey="id"
      form={ExchangeRateFormModal} onDelete={(row, options) => remove({ id: row.id }, options)} before={<CurrencyConverter />}
      filterBar={{
        name: 'exchangeRateFilters',
        fields: [{ kind: 'select', name: 'currency', label: t('exchangeRate.filter.currency'), options: CURRENCY_OPTIONS }],
      }}
    />
  );
}
