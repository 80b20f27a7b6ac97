import { useMemo } from 'react';
import { Alert, App } from 'antd';
import { useTranslation } from 'react-i18next';
import { listCustomerPrintRules, type CustomerPrintRuleView } from '@parcelflow/contract';
import { useFunction } from '../../../app/authority.ts';
import { PagedTable } from '../../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../../components/pagedTable/usePagedList.ts';
import { useDeletePrintRule, usePrintRuleOptions, useSetPrintRuleEnabled } from './api.ts';
import { PrintRuleFilters } from './PrintRuleFilters.tsx';
import { PrintRuleFormModal } from './PrintRuleFormModal.tsx';
import { printRuleColumns } from './printRuleColumns.tsx';

/** The rule being edited: null for a new one, undefined when the form is closed. */
type Props = { editing: CustomerPrintRuleView | null | undefined; onEdit: (rule: CustomerPrintRuleView | null | undefined) => void };

/**
 * The customer print rules (3.15): which label template a customer's orders print with, and whether the customer may
 * print them. The page's tab bar holds the "New rule" button, so the page keeps which rule is being edited.
 */
export function CustomerPrintRulesTab({ editing, onEdit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('printTemplate.edit');
  const rules = usePagedList(listCustomerPrintRules);
  const options = usePrintRuleOptions();
  const setEnabled = useSetPrintRuleEnabled();
  const { mutate: remove } = useDeletePrintRule();

  const toggling = setEnabled.isPending ? setEnabled.variables.id : undefined;
  const { mutate: changeEnabled } = setEnabled;
  const columns = useMemo(() => printRuleColumns(t, {
    edit: { visible: edit.visible, usable: edit.usable }, onEdit, toggling,
    onToggle: (rule, enabled) => changeEnabled({ id: rule.id, enabled }),
    onDelete: (rule) => remove({ id: rule.id }, { onSuccess: () => void message.success(t('customerPrintRule.list.deleted')) }),
  }), [t, edit.visible, edit.usable, onEdit, toggling, changeEnabled, remove, message]);
  return (
    <>
      <Alert type="info" showIcon title={t('customerPrintRule.intro')} style={{ marginBottom: 12 }} />
      <PrintRuleFilters channels={options.data?.channels} onSearch={rules.search} />
      <PagedTable<CustomerPrintRuleView> list={rules} columns={columns} rowKey="id" totalText={(total) => t('customerPrintRule.list.total', { total })} />
      {editing !== undefined && <PrintRuleFormModal rule={editing} options={options.data} onClose={() => onEdit(undefined)} />}
    </>
  );
}
