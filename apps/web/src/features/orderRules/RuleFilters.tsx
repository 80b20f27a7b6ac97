import { useTranslation } from 'react-i18next';
import { orderRuleCustomerComboBox, type ChannelOption, type listOrderRules } from '@parcelflow/contract';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import type { FiltersOf } from '../../components/pagedTable/usePagedList.ts';

type Props = { channels?: ChannelOption[]; onSearch: (filters: FiltersOf<typeof listOrderRules>) => void };

/** The order rules' filters: customer, channel and whether the rule is on. */
export function RuleFilters({ channels, onSearch }: Props) {
  const { t } = useTranslation();
  const fields: FilterField[] = [
    {
      kind: 'custom', name: 'customerId', label: t('orderRule.field.customer'),
      input: <RemoteSelect command={orderRuleCustomerComboBox} allowClear placeholder={t('filter.any')} />,
    },
    {
      kind: 'select', name: 'channelId', label: t('orderRule.field.channel'), search: true,
      options: channels?.map((channel) => ({ value: channel.id, label: `${channel.code} ${channel.nameCn}` })) ?? [],
    },
    { kind: 'boolean', name: 'enabled', label: t('orderRule.field.enabled'), yes: t('orderRule.enabled.yes'), no: t('orderRule.enabled.no') },
  ];
  return <FilterBar name="ruleFilters" fields={fields} onSearch={onSearch} labelWidth={110} />;
}
