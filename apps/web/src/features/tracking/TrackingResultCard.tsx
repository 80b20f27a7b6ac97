import { Button, Card, Descriptions, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { countryLabel } from '../../components/countryLabel.ts';
import { ORDER_STATUS_COLOURS, type TrackingResult } from '@parcelflow/contract';
import { EventTimeline } from './EventTimeline.tsx';

type Props = { result: TrackingResult; canAdd: boolean; onAdd: (orderId: number) => void };

/** One searched number: its order and events, or "not found". */
export function TrackingResultCard({ result, canAdd, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  if (!result.found) {
    return <Card size="small" title={result.number} extra={<Tag>{t('tracking.result.notFound')}</Tag>} />;
  }
  const { order, events } = result;
  return (
    <Card
      size="small"
      title={result.number}
      extra={canAdd && <Button size="small" icon={<PlusOutlined />} onClick={() => onAdd(order.id)}>{t('tracking.event.add')}</Button>}
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}
        items={[
          { key: 'orderNo', label: t('tracking.result.orderNo'), children: order.orderNo },
          { key: 'waybillNo', label: t('tracking.result.waybillNo'), children: order.waybillNo ?? '-' },
          { key: 'status', label: t('tracking.result.status'), children: <Tag color={ORDER_STATUS_COLOURS[order.status]}>{t(`tracking.status.${order.status}`)}</Tag> },
          { key: 'country', label: t('tracking.result.country'), children: countryLabel(order.country, i18n.language) },
          { key: 'channel', label: t('tracking.result.channel'), children: order.channelCode },
        ]}
      />
      <EventTimeline events={events} />
    </Card>
  );
}
