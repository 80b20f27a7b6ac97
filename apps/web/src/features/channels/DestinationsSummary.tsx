import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChannelView } from '@parcelflow/contract';

const SHOWN = 4;

/** A channel's destinations in a cell: the first countries (postcodes on hover), or "every destination". */
export function DestinationsSummary({ channel }: { channel: ChannelView }) {
  const { t } = useTranslation();
  if (!channel.destinations.length) return <span>{t('channel.destinations.all')}</span>;
  const extra = channel.destinations.length - SHOWN;
  return (
    <Space size={[0, 4]} wrap>
      {channel.destinations.slice(0, SHOWN).map((destination) => (
        <Tooltip key={destination.country} title={destination.postcodes.length ? t('channel.destinations.postcodes', { list: destination.postcodes.join(', ') }) : undefined}>
          <Tag color={destination.postcodes.length ? 'blue' : undefined}>{destination.country}</Tag>
        </Tooltip>
      ))}
      {extra > 0 && <Tag>{t('channel.destinations.more', { count: extra })}</Tag>}
    </Space>
  );
}
