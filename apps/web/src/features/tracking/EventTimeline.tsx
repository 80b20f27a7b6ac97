import { Empty, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TrackingEventText } from '@parcelflow/contract';
import { eventStatusLabel, eventText } from './eventLabel.ts';

type Event = TrackingEventText & { occurredAt: string; place: string; status?: string; isPublic?: boolean };

/** An order's events, newest first; internal ones are marked for staff. */
export function EventTimeline({ events }: { events: Event[] }) {
  const { t } = useTranslation();
  if (!events.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tracking.result.noEvents')} />;
  return (
    <Timeline
      items={events.map((e, index) => ({
        key: `${e.occurredAt}-${index}`,
        color: index === 0 ? 'green' : 'gray',
        title: dayjs(e.occurredAt).format('YYYY-MM-DD HH:mm'),
        content: (
          <>
            <div>
              {e.status && <Tag>{eventStatusLabel(t, e.status)}</Tag>}
              <span>{eventText(t, e)}</span>
              {e.isPublic === false && <Tag color="orange" style={{ marginInlineStart: 8 }}>{t('tracking.result.internal')}</Tag>}
            </div>
            {e.place && <Typography.Text type="secondary">{e.place}</Typography.Text>}
          </>
        ),
      }))}
    />
  );
}
