import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BlacklistAction, BlacklistRuleView } from '@parcelflow/contract';
import { useFunction, type FunctionGrant } from '../../app/authority.ts';
import { useBlacklistRules } from './api.ts';
import { RuleFormModal } from './RuleFormModal.tsx';

const ACTION_COLOURS: Record<BlacklistAction, string> = { refuse: 'red', hold: 'orange', warn: 'gold' };

function ruleColumns(t: TFunction, edit: FunctionGrant, onEdit: (rule: BlacklistRuleView) => void): TableColumnsType<BlacklistRuleView> {
  const columns: TableColumnsType<BlacklistRuleView> = [
    { title: t('blacklist.field.subject'), dataIndex: 'subject', width: 100, render: (subject: string) => t(`blacklist.subject.${subject}`) },
    {
      title: t('blacklist.field.fields'), dataIndex: 'fields', width: 280,
      render: (fields: string[]) => <Space size={[0, 4]} wrap>{fields.map((field) => <Tag key={field}>{t(`blacklist.field.${field}`)}</Tag>)}</Space>,
    },
    { title: t('blacklist.field.action'), dataIndex: 'action', width: 150, render: (action: BlacklistAction) => <Tag color={ACTION_COLOURS[action]}>{t(`blacklist.action.${action}`)}</Tag> },
    { title: t('blacklist.field.enabled'), dataIndex: 'enabled', width: 80, render: (enabled: boolean) => t(enabled ? 'blacklist.enabled.yes' : 'blacklist.enabled.no') },
    { title: t('blacklist.field.entries'), dataIndex: 'entries', width: 100, align: 'right' },
    { title: t('blacklist.field.updatedAt'), dataIndex: 'updatedAt', width: 170, render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm:ss') : <Tag>{t('blacklist.rules.default')}</Tag>) },
  ];
  if (!edit.visible) return columns;
  columns.push({
    title: t('blacklist.list.actions'), key: 'actions', width: 70, align: 'center',
    render: (_, rule) => (
      <Tooltip title={t('blacklist.rules.edit')}>
        <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t('blacklist.rules.edit')} onClick={() => onEdit(rule)} />
      </Tooltip>
    ),
  });
  return columns;
}

/** blacklistrule: per subject, the order fields compared with its entries and what a match does. */
export function BlacklistRulePage() {
  const { t } = useTranslation();
  const edit = useFunction('blacklistRule.edit');
  const rules = useBlacklistRules();
  const [editing, setEditing] = useState<BlacklistRuleView>();
  return (
    <Card size="small" title={t('blacklist.rules.title')}>
      <Alert type="info" showIcon title={t('blacklist.rules.intro')} style={{ marginBottom: 12 }} />
      {/* antd's Table: the command answers the six subjects at once, nothing to page. */}
      <Table<BlacklistRuleView> size="small" rowKey="subject" loading={rules.isPending} dataSource={rules.data} columns={ruleColumns(t, edit, setEditing)} pagination={false} />
      {editing && <RuleFormModal rule={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
