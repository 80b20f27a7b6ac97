import { useTranslation } from 'react-i18next';
import { PRINT_SCENARIOS, PRINT_TEMPLATE_TYPES, type listPrintTemplates } from '@parcelflow/contract';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import type { FiltersOf } from '../../components/pagedTable/usePagedList.ts';

/** The template list's filters: part of either name, the type and the scenario. */
export function PrintTemplateFilters({ onSearch }: { onSearch: (filters: FiltersOf<typeof listPrintTemplates>) => void }) {
  const { t } = useTranslation();
  const fields: FilterField[] = [
    { kind: 'text', name: 'name', label: t('printTemplate.field.name'), placeholder: t('printTemplate.filter.namePlaceholder'), maxLength: 40 },
    { kind: 'enum', name: 'type', label: t('printTemplate.field.type'), values: PRINT_TEMPLATE_TYPES, labels: 'printTemplate.type' },
    { kind: 'enum', name: 'scenario', label: t('printTemplate.field.scenario'), values: PRINT_SCENARIOS, labels: 'printTemplate.scenario' },
  ];
  return <FilterBar name="printTemplateFilters" fields={fields} onSearch={onSearch} labelWidth={110} />;
}
