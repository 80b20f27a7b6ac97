import { useState } from 'react';
import { Alert, App, Button, Card, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListOrderRulesInput, type OrderRuleView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useDeleteOrderRule, useOrderRuleOptions, useOrderRules, useSetOrderRuleEnabled } from './api.ts';
import { useRuleColumns } from './ruleColumns.tsx';
import { RuleFilters } from './RuleFilters.tsx';
import { RuleFormModal } from './RuleFormModal.tsx';

/** enterpriseManagement/customerorderrules: what a customer's orders on a channel must meet, checked when orders are saved. */
export function OrderRulePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('orderRule.edit');
  const [query, setQuery] = useState<ListOrderRulesInput>({ pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 });
  const rules = useOrderRules(query);
  const options = useOrderRuleOptions();
  const setEnabled = useSetOrderRuleEnabled();
  const remove = useDeleteOrderRule();
  const [editing, setEditing] = useState<OrderRuleView | null | undefined>(undefined);
  const columns = useRuleColumns({
    edit, onEdit: setEditing,
    toggling: setEnabled.isPending ? setEnabled.variables?.id : undefined,
    onToggle: (rule, enabled) => setEnabled.mutate({ id: rule.id, enabled }),
    onDelete: (rule) => remove.mutate({ id: rule.id }, { onSuccess: () => void message.success(t('orderRule.list.deleted')) }),
  });
  return (
    <Card
      size="small"
      title={t('orderRule.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('orderRule.list.new')}</Button>
      )}
    >
      <Alert type="info" showIcon title={t('orderRule.intro')} style={{ marginBottom: 12 }} />
      <RuleFilters channels={options.data?.channels} onSearch={(filters) => setQuery({ ...filters, pageSize: query.pageSize, currentPage: 1 })} />
      <Table<OrderRuleView>
        size="small"
        rowKey="id"
        loading={rules.isFetching}
        columns={columns}
        dataSource={rules.data?.list}
        scroll={{ x: 1100 }}
        pagination={{
          current: query.currentPage, pageSize: query.pageSize, total: rules.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('orderRule.list.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
        }}
      />
      {editing !== undefined && <RuleFormModal rule={editing} channels={options.data?.channels} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
