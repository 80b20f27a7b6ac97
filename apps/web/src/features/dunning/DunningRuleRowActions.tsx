import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DunningRuleView } from '@parcelflow/contract';
import { useDeleteDunningRule } from './api.ts';

type Props = { rule: DunningRuleView; usable: boolean; onEdit: (rule: DunningRuleView) => void };

/** Edit and delete (confirmed; the reminders it sent stay). */
export function DunningRuleRowActions({ rule, usable, onEdit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteDunningRule();
  return (
    <Space size={0}>
      <Tooltip title={t('dunning.list.edit')}>
        <Button type="text" size="small" icon={<EditOutlined />} disabled={!usable} aria-label={t('dunning.list.edit')} onClick={() => onEdit(rule)} />
      </Tooltip>
      <Popconfirm
        title={t('dunning.list.deleteConfirm')} disabled={!usable}
        onConfirm={() => remove.mutate({ id: rule.id }, { onSuccess: () => void message.success(t('dunning.list.deleted')) })}
      >
        <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!usable} aria-label={t('dunning.list.delete')} />
      </Popconfirm>
    </Space>
  );
}
