import { useTranslation } from 'react-i18next';
import { AGREEMENT_STATES, transAgreementCustomerComboBox, type listTransAgreements, type TransAgreementFormOptions } from '@parcelflow/contract';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import type { FiltersOf } from '../../components/pagedTable/usePagedList.ts';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

type Props = { options?: TransAgreementFormOptions; onSearch: (filters: FiltersOf<typeof listTransAgreements>) => void };

/** The agreement list's filters: customer, group, channel and where the agreement stands today. */
export function AgreementFilters({ options, onSearch }: Props) {
  const { t } = useTranslation();
  const fields: FilterField[] = [
    {
      kind: 'custom', name: 'customerId', label: t('transAgreement.field.customer'),
      input: <RemoteSelect command={transAgreementCustomerComboBox} allowClear placeholder={t('filter.any')} />,
    },
    {
      kind: 'select', name: 'customerGroupId', label: t('transAgreement.field.customerGroup'),
      options: options?.groups.map((group) => ({ value: group.id, label: group.name })) ?? [],
    },
    {
      kind: 'select', name: 'channelId', label: t('transAgreement.field.channel'), search: true,
      options: options?.channels.map((channel) => ({ value: channel.id, label: `${channel.code} ${channel.nameCn}` })) ?? [],
    },
    { kind: 'enum', name: 'state', label: t('transAgreement.field.state'), values: AGREEMENT_STATES, labels: 'transAgreement.state' },
  ];
  return <FilterBar name="agreementFilters" fields={fields} onSearch={onSearch} labelWidth={110} />;
}
