import { Switch, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { BlacklistEntryView } from '@parcelflow/contract';
import type { FunctionGrant } from '../../app/authority.ts';

type Switching = {
  edit: FunctionGrant;
  onToggle: (entry: BlacklistEntryView, enabled: boolean) => void;
  toggling?: number;
};

/** The blacklist's columns (edit and delete follow from the reference table's block); the switch's rights come from the page. */
export function entryColumns(t: TFunction, { edit, onToggle, toggling }: Switching): TableColumnsType<BlacklistEntryView> {
  return [
    { title: t('blacklist.field.subject'), dataIndex: 'subject', width: 100, render: (subject: string) => t(`blacklist.subject.${subject}`) },
    { title: t('blacklist.field.matchKind'), dataIndex: 'matchKind', width: 90, render: (kind: string) => <Tag>{t(`blacklist.matchKind.${kind}`)}</Tag> },
    { title: t('blacklist.field.value'), dataIndex: 'value', width: 220, ellipsis: true },
    {
      title: t('blacklist.field.customer'), key: 'customer', width: 170,
      render: (_, entry) => (entry.customerCode ? `${entry.customerCode} ${entry.customerName}` : <Tag>{t('blacklist.allCustomers')}</Tag>),
    },
    {
      title: t('blacklist.field.enabled'), dataIndex: 'enabled', width: 70,
      render: (enabled: boolean, entry) => (
        <Switch size="small" checked={enabled} disabled={!edit.usable} loading={toggling === entry.id} onChange={(checked) => onToggle(entry, checked)} aria-label={t('blacklist.field.enabled')} />
      ),
    },
    { title: t('blacklist.field.note'), dataIndex: 'note', width: 200, ellipsis: true },
    { title: t('blacklist.field.updatedAt'), dataIndex: 'updatedAt', width: 160, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
  ];
}
