import { Button, Popconfirm, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { OrderRuleView } from '@parcelflow/contract';
import type { FunctionGrant } from '../../app/authority.ts';

type Actions = {
  edit: FunctionGrant;
  onEdit: (rule: OrderRuleView) => void;
  onDelete: (rule: OrderRuleView) => void;
  onToggle: (rule: OrderRuleView, enabled: boolean) => void;
  toggling?: number;
};

/** The order rules' columns; the switch and the actions come from the page, which knows the rights. */
export function ruleColumns(t: TFunction, { edit, onEdit, onDelete, onToggle, toggling }: Actions): TableColumnsType<OrderRuleView> {
  const limit = (value: number | null, text = String(value)) => (value === null ? '—' : text);
  const columns: TableColumnsType<OrderRuleView> = [
    {
      title: t('orderRule.field.customer'), key: 'customer', width: 170,
      render: (_, rule) => (rule.customerCode ? `${rule.customerCode} ${rule.customerName}` : <Tag>{t('orderRule.allCustomers')}</Tag>),
    },
    { title: t('orderRule.field.channel'), key: 'channel', width: 120, render: (_, rule) => rule.channelCode ?? <Tag>{t('orderRule.allChannels')}</Tag> },
    { title: t('orderRule.field.maxPieceWeight'), dataIndex: 'maxPieceWeight', width: 110, align: 'right', render: (value: number | null) => limit(value, t('orderRule.kilograms', { value })) },
    { title: t('orderRule.field.maxPieces'), dataIndex: 'maxPieces', width: 90, align: 'right', render: (value: number | null) => limit(value) },
    {
      title: t('orderRule.field.maxDeclaredValue'), dataIndex: 'maxDeclaredValue', width: 130, align: 'right',
      render: (value: number | null, rule) => limit(value, `${value} ${rule.declaredCurrency}`),
    },
    {
      title: t('orderRule.field.countries'), dataIndex: 'countries', width: 160,
      render: (countries: string[]) => (countries.length ? <Space size={[0, 4]} wrap>{countries.map((code) => <Tag key={code}>{code}</Tag>)}</Space> : t('orderRule.anyCountry')),
    },
    {
      title: t('orderRule.field.enabled'), dataIndex: 'enabled', width: 70,
      render: (enabled: boolean, rule) => (
        <Switch size="small" checked={enabled} disabled={!edit.usable} loading={toggling === rule.id} onChange={(checked) => onToggle(rule, checked)} aria-label={t('orderRule.field.enabled')} />
      ),
    },
    { title: t('orderRule.field.remarks'), dataIndex: 'remarks', width: 200, ellipsis: true },
  ];
  if (!edit.visible) return columns;
  columns.push({
    title: t('orderRule.list.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right',
    render: (_, rule) => (
      <Space size={0}>
        <Tooltip title={t('orderRule.list.edit')}>
          <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t('orderRule.list.edit')} onClick={() => onEdit(rule)} />
        </Tooltip>
        <Popconfirm title={t('orderRule.list.deleteConfirm')} disabled={!edit.usable} onConfirm={() => onDelete(rule)}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable} aria-label={t('orderRule.list.delete')} />
        </Popconfirm>
      </Space>
    ),
  });
  return columns;
}
