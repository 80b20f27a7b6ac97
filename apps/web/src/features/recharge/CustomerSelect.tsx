import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listCashAccounts, listCustomers } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';

type Props = { id?: string; value?: number; onChange?: (value: number | undefined) => void };

type Option = { value: number; label: string };

const SEARCH_DEBOUNCE_MS = 300;

/** Staff: the company's customers, searched by code or name as the user types. */
export function StaffCustomerSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Option | undefined>(undefined);
  const settled = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useCommandQuery(listCustomers, { keyword: settled || undefined, pageSize: 50, currentPage: 1 }, { keepPrevious: true });
  const found = customers.data?.list.map((customer) => ({ value: customer.id, label: `${customer.code} ${customer.name}` })) ?? [];
  // The chosen customer stays labelled while another search's page shows.
  const options = picked && picked.value === value && !found.some((option) => option.value === picked.value) ? [picked, ...found] : found;
  const choose = (chosen: number | undefined) => {
    setPicked(options.find((option) => option.value === chosen));
    onChange?.(chosen);
  };
  return (
    <Select
      id={id} value={value} onChange={choose} allowClear placeholder={t('recharge.form.customerPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setKeyword }} loading={customers.isFetching} options={options}
    />
  );
}

/** A cargo owner: its customer at each of its carriers, from the accounts it sees (one option per carrier's customer). */
export function OwnerCustomerSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const accounts = useCommandQuery(listCashAccounts, { pageSize: 300, currentPage: 1 });
  const options = useMemo(() => {
    const byCustomer = new Map<number, string>();
    for (const account of accounts.data?.list ?? []) byCustomer.set(account.customerId, `${account.carrierName} · ${account.customerCode} ${account.customerName}`);
    return [...byCustomer].map(([customerId, label]) => ({ value: customerId, label }));
  }, [accounts.data]);
  return (
    <Select
      id={id} value={value} onChange={onChange} allowClear placeholder={t('recharge.form.carrierPlaceholder')}
      showSearch={{ optionFilterProp: 'label' }} loading={accounts.isFetching} options={options}
    />
  );
}
