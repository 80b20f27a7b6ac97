import { useTranslation } from 'react-i18next';
import { CURRENCIES, SITE_BUSINESS_CATEGORIES, SITE_TYPES, type listSites } from '@parcelflow/contract';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import type { FiltersOf } from '../../components/pagedTable/usePagedList.ts';

/** The filter bar of the site list: code or name, type, business category, base currency. */
export function SiteFilters({ onSearch }: { onSearch: (filters: FiltersOf<typeof listSites>) => void }) {
  const { t } = useTranslation();
  const fields: FilterField[] = [
    { kind: 'text', name: 'keyword', label: t('site.filter.keyword'), placeholder: t('site.filter.keywordPlaceholder'), maxLength: 40 },
    { kind: 'enum', name: 'siteType', label: t('site.field.siteType'), values: SITE_TYPES, labels: 'site.type' },
    { kind: 'enum', name: 'businessCategory', label: t('site.field.businessCategory'), values: SITE_BUSINESS_CATEGORIES, labels: 'site.category' },
    { kind: 'select', name: 'baseCurrency', label: t('site.field.baseCurrency'), options: CURRENCIES.map((currency) => ({ value: currency, label: currency })) },
  ];
  return <FilterBar name="siteFilters" fields={fields} onSearch={onSearch} />;
}
