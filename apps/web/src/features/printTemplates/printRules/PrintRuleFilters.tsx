import { useTranslation } from 'react-i18next';
import { printRuleCustomerComboBox, type ChannelOption, type listCustomerPrintRules } from '@parcelflow/contract';
import { FilterBar, type FilterField } from '../../../components/FilterBar.tsx';
import { RemoteSelect } from '../../../components/RemoteSelect.tsx';
import type { FiltersOf } from '../../../components/pagedTable/usePagedList.ts';

type Props = { channels?: ChannelOption[]; onSearch: (filters: FiltersOf<typeof listCustomerPrintRules>) => void };

/** The print rules' filters: customer, channel and whether the rule is on. */
export function PrintRuleFilters({ channels, onSearch }: Props) {
  const { t } = useTranslation();
  const fields: FilterField[] = [
    {
      kind: 'custom', name: 'customerId', label: t('customerPrintRule.field.customer'),
      input: <RemoteSelect command={printRuleCustomerComboBox} allowClear placeholder={t('filter.any')} />,
    },
    {
      kind: 'select', name: 'channelId', label: t('customerPrintRule.field.channel'), search: true,
      options: channels?.map((channel) => ({ value: channel.id, label: `${channel.code} ${channel.nameCn}` })) ?? [],
    },
    { kind: 'boolean', name: 'enabled', label: t('customerPrintRule.field.enabled'), yes: t('customerPrintRule.enabled.yes'), no: t('customerPrintRule.enabled.no') },
  ];
  return <FilterBar name="printRuleFilters" fields={fields} onSearch={onSearch} labelWidth={110} />;
}
