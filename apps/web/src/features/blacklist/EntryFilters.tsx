import { useTranslation } from 'react-i18next';
import { BLACKLIST_MATCH_KINDS, BLACKLIST_SUBJECTS, blacklistCustomerComboBox, type listBlacklistEntries } from '@parcelflow/contract';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import type { FiltersOf } from '../../components/pagedTable/usePagedList.ts';

type Props = { onSearch: (filters: FiltersOf<typeof listBlacklistEntries>) => void };

/** The blacklist's filters: subject, match kind, a text in the value, customer and whether the entry is on. */
export function EntryFilters({ onSearch }: Props) {
  const { t } = useTranslation();
  const fields: FilterField[] = [
    { kind: 'enum', name: 'subject', label: t('blacklist.field.subject'), values: BLACKLIST_SUBJECTS, labels: 'blacklist.subject' },
    { kind: 'enum', name: 'matchKind', label: t('blacklist.field.matchKind'), values: BLACKLIST_MATCH_KINDS, labels: 'blacklist.matchKind' },
    { kind: 'text', name: 'value', label: t('blacklist.field.value') },
    {
      kind: 'custom', name: 'customerId', label: t('blacklist.field.customer'),
      input: <RemoteSelect command={blacklistCustomerComboBox} allowClear placeholder={t('filter.any')} />,
    },
    { kind: 'boolean', name: 'enabled', label: t('blacklist.field.enabled'), yes: t('blacklist.enabled.yes'), no: t('blacklist.enabled.no') },
  ];
  return <FilterBar name="blacklistFilters" fields={fields} onSearch={onSearch} labelWidth={90} />;
}
