import { useTranslation } from 'react-i18next';
import { CHANNEL_BUSINESS_TYPES, TRANSPORT_CLASSES, type listChannels } from '@parcelflow/contract';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import type { FiltersOf } from '../../components/pagedTable/usePagedList.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';

/** The channel list's filters: code or name, class, business type, enabled and a destination country. */
export function ChannelFilters({ onSearch }: { onSearch: (filters: FiltersOf<typeof listChannels>) => void }) {
  const { t } = useTranslation();
  const fields: FilterField[] = [
    { kind: 'text', name: 'keyword', label: t('channel.filter.keyword'), placeholder: t('channel.filter.keywordPlaceholder'), maxLength: 40 },
    { kind: 'enum', name: 'transportClass', label: t('channel.field.transportClass'), values: TRANSPORT_CLASSES, labels: 'channel.class' },
    { kind: 'enum', name: 'businessType', label: t('channel.field.businessType'), values: CHANNEL_BUSINESS_TYPES, labels: 'channel.businessType' },
    { kind: 'boolean', name: 'enabled', label: t('channel.field.enabled'), yes: t('channel.enabled.yes'), no: t('channel.enabled.no') },
    { kind: 'custom', name: 'country', label: t('channel.filter.country'), input: <CountrySelect placeholder={t('filter.any')} /> },
  ];
  return <FilterBar name="channelFilters" fields={fields} onSearch={onSearch} labelWidth={110} />;
}
