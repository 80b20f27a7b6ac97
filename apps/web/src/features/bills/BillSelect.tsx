import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listBills, type BillView } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { useBill } from './api.ts';

type Props = { id?: string; value?: number; onChange?: (value: number | undefined) => void };

const SEARCH_DEBOUNCE_MS = 300;
const labelOf = (bill: Pick<BillView, 'billNo' | 'customerCode'>) => `${bill.billNo} ${bill.customerCode}`;

/** A bill picked by its number (or its customer) as the user types; the lines filter sends its id. */
export function BillSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // The bills are asked for once the list is first opened, not with the page.
  const [opened, setOpened] = useState(false);
  const settled = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const bills = useCommandQuery(listBills, { keyword: settled || undefined, pageSize: 50, currentPage: 1 }, { keepPrevious: true, enabled: opened });
  // A bill named by the address is labelled from its own answer (the page's header reads the same).
  const chosen = useBill(value).data?.bill;
  const found = bills.data?.list.map((bill) => ({ value: bill.id, label: labelOf(bill) })) ?? [];
  const options = chosen && !found.some((option) => option.value === chosen.id) ? [{ value: chosen.id, label: labelOf(chosen) }, ...found] : found;
  return (
    <Select
      id={id} value={value} onChange={onChange} allowClear placeholder={t('bill.filter.billPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setKeyword }} loading={bills.isFetching} options={options} onOpenChange={(open) => open && setOpened(true)}
    />
  );
}
