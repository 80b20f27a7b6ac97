import { useMemo, useState } from 'react';
import { Alert, App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listOrderRules, type OrderRuleView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { useDeleteOrderRule, useOrderRuleOptions, useSetOrderRuleEnabled } from './api.ts';
import { ruleColumns } from './ruleColumns.tsx';
import { RuleFilters } from './RuleFilters.tsx';
import { RuleFormModal } from './RuleFormModal.tsx';

/** enterpriseManagement/customerorderrules: what a customer's orders on a channel must meet, checked when orders are saved. */
export function OrderRulePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('orderRule.edit');
  const rules = usePagedList(listOrderRules);
  const options = useOrderRuleOptions();
  const setEnabled = useSetOrderRuleEnabled();
  const { mutate: remove } = useDeleteOrderRule();
  const [editing, setEditing] = useState<OrderRuleView | null | undefined>(undefined);

  const toggling = setEnabled.isPending ? setEnabled.variables.id : undefined;
  const { mutate: changeEnabled } = setEnabled;
  const columns = useMemo(() => ruleColumns(t, {
    edit: { visible: edit.visible, usable: edit.usable }, onEdit: setEditing, toggling,
    onToggle: (rule, enabled) => changeEnabled({ id: rule.id, enabled }),
    onDelete: (rule) => remove({ id: rule.id }, { onSuccess: () => void message.success(t('orderRule.list.deleted')) }),
  }), [t, edit.visible, edit.usable, toggling, changeEnabled, remove, message]);
  return (
    <Card
      size="small"
      title={t('orderRule.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('orderRule.list.new')}</Button>
      )}
    >
      <Alert type="info" showIcon title={t('orderRule.intro')} style={{ marginBottom: 12 }} />
      <RuleFilters channels={options.data?.channels} onSearch={rules.search} />
      <PagedTable<OrderRuleView> list={rules} columns={columns} rowKey="id" totalText={(total) => t('orderRule.list.total', { total })} />
      {editing !== undefined && <RuleFormModal rule={editing} channels={options.data?.channels} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
