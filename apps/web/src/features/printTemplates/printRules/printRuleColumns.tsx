import { Button, Popconfirm, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { CustomerPrintRuleView } from '@parcelflow/contract';
import type { FunctionGrant } from '../../../app/authority.ts';

type Actions = {
  edit: FunctionGrant;
  onEdit: (rule: CustomerPrintRuleView) => void;
  onDelete: (rule: CustomerPrintRuleView) => void;
  onToggle: (rule: CustomerPrintRuleView, enabled: boolean) => void;
  toggling?: number;
};

/** How the list shows a stored EDI key: never the key, its last characters at most. */
const keyText = (t: TFunction, rule: CustomerPrintRuleView) =>
  (!rule.hasEdiKey ? t('customerPrintRule.noKey') : rule.ediKeyEnd ? t('customerPrintRule.keyEnd', { end: rule.ediKeyEnd }) : t('customerPrintRule.keySet'));

/** The print rules' columns; the switch and the actions come from the page, which knows the rights. */
export function printRuleColumns(t: TFunction, { edit, onEdit, onDelete, onToggle, toggling }: Actions): TableColumnsType<CustomerPrintRuleView> {
  const columns: TableColumnsType<CustomerPrintRuleView> = [
    { title: t('customerPrintRule.field.customer'), key: 'customer', width: 180, ellipsis: true, render: (_, rule) => `${rule.customerCode} ${rule.customerName}` },
    { title: t('customerPrintRule.field.channel'), key: 'channel', width: 130, render: (_, rule) => rule.channelCode ?? <Tag>{t('customerPrintRule.allChannels')}</Tag> },
    {
      title: t('customerPrintRule.field.template'), key: 'template', width: 180, ellipsis: true,
      render: (_, rule) => rule.templateName ?? <Tag>{t('customerPrintRule.byDefaults')}</Tag>,
    },
    { title: t('customerPrintRule.field.ediAccount'), dataIndex: 'ediAccount', width: 140, ellipsis: true, render: (value: string) => value || '—' },
    { title: t('customerPrintRule.field.ediKey'), key: 'ediKey', width: 150, render: (_, rule) => keyText(t, rule) },
    {
      title: <Tooltip title={t('customerPrintRule.field.mayPrintTransferLabel')}>{t('customerPrintRule.column.mayPrint')}</Tooltip>, dataIndex: 'mayPrintTransferLabel', width: 120,
      render: (value: boolean) => <Tag color={value ? 'green' : undefined}>{t(value ? 'customerPrintRule.mayPrint.yes' : 'customerPrintRule.mayPrint.no')}</Tag>,
    },
    {
      title: t('customerPrintRule.field.enabled'), dataIndex: 'enabled', width: 80,
      render: (enabled: boolean, rule) => (
        <Switch size="small" checked={enabled} disabled={!edit.usable} loading={toggling === rule.id} onChange={(checked) => onToggle(rule, checked)} aria-label={t('customerPrintRule.field.enabled')} />
      ),
    },
  ];
  if (!edit.visible) return columns;
  columns.push({
    title: t('customerPrintRule.list.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right',
    render: (_, rule) => (
      <Space size={0}>
        <Tooltip title={t('customerPrintRule.list.edit')}>
          <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t('customerPrintRule.list.edit')} onClick={() => onEdit(rule)} />
        </Tooltip>
        <Popconfirm title={t('customerPrintRule.list.deleteConfirm')} disabled={!edit.usable} onConfirm={() => onDelete(rule)}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable} aria-label={t('customerPrintRule.list.delete')} />
        </Popconfirm>
      </Space>
    ),
  });
  return columns;
}
