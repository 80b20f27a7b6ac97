import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listCustomers } from '@parcelflow/contract';
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
