import { useTranslation } from 'react-i18next';
import { STAFF_STATUSES, type listStaff } from '@parcelflow/contract';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import type { FiltersOf } from '../../components/pagedTable/usePagedList.ts';
import { positionLabel } from '../positions/positionLabel.ts';
import { SiteTreeSelect } from '../sites/SiteTreeSelect.tsx';
import { useStaffPositions } from './api.ts';

type Props = { onSearch: (filters: FiltersOf<typeof listStaff>) => void; withSites: boolean };

/** The filter bar of the staff list: code, name or phone, status, site (carriers) and position. */
export function StaffFilters({ onSearch, withSites }: Props) {
  const { t } = useTranslation();
  const positions = useStaffPositions();
  const fields: (FilterField | false)[] = [
    { kind: 'text', name: 'keyword', label: t('staff.filter.keyword'), placeholder: t('staff.filter.keywordPlaceholder'), maxLength: 40 },
    { kind: 'enum', name: 'status', label: t('staff.field.status'), values: STAFF_STATUSES, labels: 'staff.status' },
    withSites && { kind: 'custom', name: 'siteId', label: t('staff.field.site'), input: <SiteTreeSelect allowClear placeholder={t('filter.any')} /> },
    {
      kind: 'select', name: 'positionId', label: t('staff.field.position'), loading: positions.isPending, search: true,
      options: positions.data?.map((position) => ({ value: position.id, label: positionLabel(t, position) })) ?? [],
    },
  ];
  return <FilterBar name="staffFilters" fields={fields} onSearch={onSearch} />;
}
