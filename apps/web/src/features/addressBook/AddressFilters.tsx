import { useTranslation } from 'react-i18next';
import { ADDRESS_TYPES, type listAddresses } from '@parcelflow/contract';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import type { FiltersOf } from '../../components/pagedTable/usePagedList.ts';

const MARKS = ['isCommon', 'isDefault'] as const;

/** The address book's filters: type, keyword, country and one mark, which the list asks for as its own flag. */
export function AddressFilters({ onSearch }: { onSearch: (filters: FiltersOf<typeof listAddresses>) => void }) {
  const { t } = useTranslation();
  const fields: FilterField[] = [
    { kind: 'enum', name: 'type', label: t('address.field.type'), values: ADDRESS_TYPES, labels: 'address.type' },
    { kind: 'text', name: 'keyword', label: t('address.filter.keyword'), placeholder: t('address.filter.keywordPlaceholder'), maxLength: 40 },
    { kind: 'custom', name: 'country', label: t('address.field.country'), input: <CountrySelect style={{ width: '100%' }} /> },
    { kind: 'select', name: 'mark', label: t('address.filter.mark'), options: MARKS.map((mark) => ({ value: mark, label: t(`address.field.${mark}`) })) },
  ];
  return (
    <FilterBar
      name="addressFilters"
      fields={fields}
      onSearch={({ mark, ...filters }) => onSearch({ ...filters, isCommon: mark === 'isCommon' || undefined, isDefault: mark === 'isDefault' || undefined })}
      labelWidth={80}
    />
  );
}
