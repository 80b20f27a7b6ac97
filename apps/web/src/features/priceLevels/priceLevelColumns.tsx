import type { ReactNode } from 'react';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ChannelOption, PriceLevelView } from '@parcelflow/contract';
import { groupLabel } from './groupLabel.ts';
import { ruleText } from './ruleText.ts';

type Options = {
  language: string;
  /** The channels by id, to name each rule's channel in the interface language. */
  channels: readonly ChannelOption[];
  onOpen: (level: PriceLevelView) => void;
  /** Renders the last column when the caller may see the edit buttons. */
  actions?: (level: PriceLevelView) => ReactNode;
};

/** The price level table's columns: its name (opening it), groups, rules in words, quoted customers and last change. */
export function priceLevelColumns(t: TFunction, { language, channels, onOpen, actions }: Options): TableColumnsType<PriceLevelView> {
  const columns: TableColumnsType<PriceLevelView> = [
    { title: t('priceLevel.field.name'), dataIndex: 'name', width: 150, ellipsis: true, render: (name: string, level) => <Typography.Link onClick={() => onOpen(level)}>{name}</Typography.Link> },
    {
      title: t('priceLevel.field.groups'), key: 'groups', width: 160,
      render: (_, level) => <Space size={[0, 4]} wrap>{level.groups.map((group) => <Tag key={group.id}>{groupLabel(t, group.name)}</Tag>)}</Space>,
    },
    {
      title: t('priceLevel.field.rules'), key: 'rules', width: 260,
      render: (_, level) => (
        <Space orientation="vertical" size={0}>
          {level.rules.map((rule) => <span key={rule.channelId ?? 0}>{ruleText(t, rule, channels, language)}</span>)}
        </Space>
      ),
    },
    { title: t('priceLevel.field.customerCount'), dataIndex: 'customerCount', width: 100, align: 'right' },
    { title: t('priceLevel.field.remarks'), dataIndex: 'remarks', width: 160, ellipsis: true },
    { title: t('priceLevel.field.updatedAt'), dataIndex: 'updatedAt', width: 150, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
  ];
  if (actions) columns.push({ title: t('priceLevel.list.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right', render: (_, level) => actions(level) });
  return columns;
}
