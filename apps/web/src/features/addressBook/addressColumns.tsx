import { Button, Popconfirm, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { AddressView } from '@parcelflow/contract';
import { countryLabel } from '../../components/countryLabel.ts';

type Options = {
  language: string;
  canEdit: boolean;
  showActions: boolean;
  onEdit: (row: AddressView) => void;
  onDelete: (row: AddressView) => void;
  onFlag: (row: AddressView, flag: 'isCommon' | 'isDefault', value: boolean) => void;
};

/** The address book's columns; the common and default marks switch in place. */
export function addressColumns(t: TFunction, options: Options): TableColumnsType<AddressView> {
  const { canEdit, onFlag } = options;
  const flagColumn = (flag: 'isCommon' | 'isDefault') => ({
    title: t(`address.field.${flag}`), dataIndex: flag, width: 86, align: 'center' as const,
    render: (value: boolean, row: AddressView) => (flag === 'isCommon' && row.type === 'sender' ? '—' : (
      <Switch size="small" checked={value} disabled={!canEdit} aria-label={t(`address.field.${flag}`)} onChange={(checked) => onFlag(row, flag, checked)} />
    )),
  });
  const columns: TableColumnsType<AddressView> = [
    {
      title: t('address.field.type'), dataIndex: 'type', width: 80,
      render: (type: AddressView['type']) => <Tag color={type === 'receiver' ? 'blue' : 'purple'}>{t(`address.type.${type}`)}</Tag>,
    },
    { title: t('address.field.alias'), dataIndex: 'alias', width: 100, render: (alias: string) => alias || '—' },
    { title: t('address.field.name'), dataIndex: 'name', width: 120, ellipsis: true },
    { title: t('address.field.company'), dataIndex: 'company', width: 160, ellipsis: true, render: (company: string) => company || '—' },
    { title: t('address.field.phone'), dataIndex: 'phone', width: 120 },
    { title: t('address.field.country'), dataIndex: 'country', width: 140, ellipsis: true, render: (code: string) => countryLabel(code, options.language) },
    // Street, city, state and postcode read as one line, the way a label prints them.
    { title: t('address.field.address'), key: 'address', width: 200, ellipsis: true, render: (_, row) => [row.address, row.city, [row.state, row.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ') },
    flagColumn('isCommon'),
    flagColumn('isDefault'),
  ];
  if (options.showActions) {
    columns.push({
      title: t('address.list.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t('address.list.edit')}>
            <Button type="text" size="small" icon={<EditOutlined />} disabled={!canEdit} aria-label={t('address.list.edit')} onClick={() => options.onEdit(row)} />
          </Tooltip>
          <Popconfirm title={t('address.list.deleteConfirm')} disabled={!canEdit} onConfirm={() => options.onDelete(row)}>
            <Tooltip title={t('address.list.delete')}>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!canEdit} aria-label={t('address.list.delete')} />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    });
  }
  return columns;
}
