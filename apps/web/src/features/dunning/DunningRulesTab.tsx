import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DUNNING_LIMITS, listDunningRules, type DunningRuleView } from '@parcelflow/contract';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { useDunningFormOptions } from './api.ts';
import { dunningRuleColumns } from './dunningRuleColumns.tsx';
import { DunningRuleFormModal } from './DunningRuleFormModal.tsx';
import { DunningRuleRowActions } from './DunningRuleRowActions.tsx';

type Props = {
  edit: { visible: boolean; usable: boolean };
  /** The rule in the form: null a new one, undefined none open. */
  editing: DunningRuleView | null | undefined;
  onEdit: (rule: DunningRuleView | null | undefined) => void;
};

/** The company's dunning rules, filtered by name and status, with their form. */
export function DunningRulesTab({ edit, editing, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const rules = usePagedList(listDunningRules);
  const options = useDunningFormOptions(edit.usable);
  const columns = useMemo(() => dunningRuleColumns(t, i18n.language, edit.visible
    ? (rule) => <DunningRuleRowActions rule={rule} usable={edit.usable} onEdit={onEdit} />
    : undefined), [t, i18n.language, edit.visible, edit.usable, onEdit]);
  return (
    <>
      <FilterBar
        name="dunningRuleFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('dunning.list.keyword'), placeholder: t('dunning.list.keywordPlaceholder'), maxLength: DUNNING_LIMITS.nameMax },
          { kind: 'boolean', name: 'enabled', label: t('dunning.field.enabled'), yes: t('dunning.enabled'), no: t('dunning.disabled') },
        ]}
        onSearch={rules.search}
      />
      <PagedTable<DunningRuleView> list={rules} columns={columns} rowKey="id" totalText={(total) => t('dunning.list.total', { total })} />
      {editing !== undefined && <DunningRuleFormModal rule={editing} options={options.data} loading={options.isPending} onClose={() => onEdit(undefined)} />}
    </>
  );
}
