import type { ReactNode } from 'react';
import { Switch, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ChannelView } from '@parcelflow/contract';
import { DestinationsSummary } from './DestinationsSummary.tsx';

type Cells = {
  /** Whether the caller may change channels: the enabled switch is disabled otherwise. */
  usable: boolean;
  onToggle: (channel: ChannelView, enabled: boolean) => void;
  /** The channel whose enabled switch is being saved. */
  toggling?: number;
  /** Renders the last column when the caller may see the edit buttons. */
  actions?: (channel: ChannelView) => ReactNode;
};

/** The channel table's columns (the sender is in the form). */
export function channelColumns(t: TFunction, { usable, onToggle, toggling, actions }: Cells): TableColumnsType<ChannelView> {
  const yesNo = (value: boolean) => t(value ? 'channel.yes' : 'channel.no');
  const columns: TableColumnsType<ChannelView> = [
    { title: t('channel.field.code'), dataIndex: 'code', width: 130, fixed: 'left' },
    { title: t('channel.field.nameCn'), dataIndex: 'nameCn', width: 140, ellipsis: true },
    { title: t('channel.field.nameEn'), dataIndex: 'nameEn', width: 180, ellipsis: true },
    { title: t('channel.field.transportClass'), dataIndex: 'transportClass', width: 90, render: (value: string) => t(`channel.class.${value}`) },
    { title: t('channel.field.businessType'), dataIndex: 'businessType', width: 90, render: (value: string) => t(`channel.businessType.${value}`) },
    { title: t('channel.field.destinations'), key: 'destinations', width: 170, render: (_, channel) => <DestinationsSummary channel={channel} /> },
    { title: t('channel.field.trackable'), dataIndex: 'trackable', width: 80, render: yesNo },
    { title: t('channel.field.labelFromCarrier'), dataIndex: 'labelFromCarrier', width: 100, render: yesNo },
    {
      title: t('channel.field.enabled'), dataIndex: 'enabled', width: 80,
      render: (enabled: boolean, channel) => (
        <Switch size="small" checked={enabled} disabled={!usable} loading={toggling === channel.id}
          onChange={(checked) => onToggle(channel, checked)} aria-label={t('channel.field.enabled')} />
      ),
    },
  ];
  if (actions) columns.push({ title: t('channel.list.actions'), key: 'actions', width: 80, align: 'center', fixed: 'right', render: (_, channel) => actions(channel) });
  return columns;
}
