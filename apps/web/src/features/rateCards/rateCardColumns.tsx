import { Button, Popconfirm, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, FolderOpenOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { RateCardSummary } from '@parcelflow/contract';
import type { FunctionGrant } from '../../app/authority.ts';
import { channelLabel } from './channelLabel.ts';

type Actions = { language: string; edit: FunctionGrant; onOpen: (card: RateCardSummary) => void; onDelete: (card: RateCardSummary) => void };

/** The rate card list's columns: the card's channel, kind, validity and sizes, then open and delete. */
export function rateCardColumns(t: TFunction, { language, edit, onOpen, onDelete }: Actions): TableColumnsType<RateCardSummary> {
  return [
    {
      title: t('rateCard.field.channel'), key: 'channel', width: 190, ellipsis: true,
      render: (_, card) => channelLabel({ code: card.channelCode, nameCn: card.channelNameCn, nameEn: card.channelNameEn }, language),
    },
    {
      // A level's own card is named with its level: the standard card of the channel is the one without.
      title: t('rateCard.field.name'), dataIndex: 'name', width: 220, ellipsis: true,
      render: (name: string, card) => (
        <Space size={4}>
          <Typography.Link onClick={() => onOpen(card)}>{name}</Typography.Link>
          {card.priceLevelName && <Tag color="purple">{card.priceLevelName}</Tag>}
        </Space>
      ),
    },
    {
      title: t('rateCard.field.kind'), key: 'kind', width: 110,
      render: (_, card) => (
        <Space size={4}>
          <Tag color={card.kind === 'cost' ? 'orange' : 'blue'}>{t(`rateCard.kind.${card.kind}`)}</Tag>
          {card.public && <Tag color="green">{t('rateCard.publicTag')}</Tag>}
        </Space>
      ),
    },
    { title: t('rateCard.field.currency'), dataIndex: 'currency', width: 80 },
    {
      title: t('rateCard.field.validity'), key: 'validity', width: 190,
      render: (_, card) => `${card.validFrom} → ${card.validTo ?? t('rateCard.untilReplaced')}`,
    },
    { title: t('rateCard.field.counts'), key: 'counts', width: 110, align: 'center', render: (_, card) => `${card.zoneCount} / ${card.breakCount} / ${card.surchargeCount}` },
    { title: t('rateCard.field.updatedAt'), dataIndex: 'updatedAt', width: 150, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
    {
      title: t('rateCard.actions'), key: 'actions', width: 70, align: 'center', fixed: 'right',
      render: (_, card) => (
        <Space size={0}>
          <Tooltip title={t('rateCard.open')}>
            <Button type="text" size="small" icon={<FolderOpenOutlined />} aria-label={t('rateCard.open')} onClick={() => onOpen(card)} />
          </Tooltip>
          {edit.visible && (
            <Popconfirm title={t('rateCard.deleteConfirm')} disabled={!edit.usable} onConfirm={() => onDelete(card)}>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable} aria-label={t('rateCard.delete')} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
