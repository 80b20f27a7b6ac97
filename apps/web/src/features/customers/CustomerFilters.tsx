import { useTranslation } from 'react-i18next';
import { CUSTOMER_ATTRIBUTES, CUSTOMER_STATUSES, SETTLEMENT_TYPES, type ListCustomersInput } from '@parcelflow/contract';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import { groupName } from '../customerGroups/groupName.ts';
import { SiteTreeSelect } from '../sites/SiteTreeSelect.tsx';
import { useCustomerGroupOptions } from './api.ts';

export type CustomerFilterValues = Omit<ListCustomersInput, 'pageSize' | 'currentPage'>;

/** The filter bar of the customer list: keyword, status, settlement type, attribute, group, site, common and enabled. */
export function CustomerFilters({ onSearch }: { onSearch: (filters: CustomerFilterValues) => void }) {
  const { t } = useTranslation();
  const groups = useCustomerGroupOptions();
  const any = t('customer.filter.any');
  const fields: FilterField[] = [
    { kind: 'text', name: 'keyword', label: t('customer.filter.keyword'), placeholder: t('customer.filter.keywordPlaceholder') },
    { kind: 'enum', name: 'status', label: t('customer.field.status'), values: CUSTOMER_STATUSES, labels: 'customer.status', placeholder: any },
    { kind: 'enum', name: 'settlementType', label: t('customer.field.settlementType'), values: SETTLEMENT_TYPES, labels: 'customer.settlementType', placeholder: any },
    { kind: 'enum', name: 'attribute', label: t('customer.field.attribute'), values: CUSTOMER_ATTRIBUTES, labels: 'customer.attribute', placeholder: any },
    {
      kind: 'select', name: 'groupId', label: t('customer.field.groupId'), placeholder: any,
      options: groups.data?.map((group) => ({ value: group.id, label: groupName(t, group) })) ?? [],
    },
    { kind: 'custom', name: 'siteId', label: t('customer.field.siteId'), input: <SiteTreeSelect allowClear placeholder={any} /> },
    { kind: 'boolean', name: 'isCommon', label: t('customer.field.isCommon'), placeholder: any },
    { kind: 'boolean', name: 'enabled', label: t('customer.field.enabled'), placeholder: any },
  ];
  return <FilterBar name="customerFilter" fields={fields} onSearch={onSearch} />;
}
