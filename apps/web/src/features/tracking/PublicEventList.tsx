import { useTranslation } from 'react-i18next';
import type { TrackingEventText } from '@parcelflow/contract';
import { eventText } from './eventLabel.ts';

type Event = TrackingEventText & { occurredAt: string; place: string };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "2026-11-02 14:12" in the viewer's time zone, as dayjs formats it in the back-office, without loading dayjs. */
function localTime(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())} ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}

/** An order's public events, newest first, drawn as antd's alternate timeline (EventTimeline in the back-office). */
export function PublicEventList({ events }: { events: Event[] }) {
  const { t } = useTranslation();
  if (!events.length) return <p className="pf-timeline-empty pf-secondary">{t('tracking.result.noEvents')}</p>;
  return (
    <ol className="pf-timeline">
      {events.map((event, index) => (
        <li key={`${event.occurredAt}-${index}`} className={index === 0 ? 'pf-timeline-item pf-timeline-latest' : 'pf-timeline-item'}>
          <time dateTime={event.occurredAt}>{localTime(event.occurredAt)}</time>
          <span className="pf-timeline-dot" aria-hidden="true" />
          <div>
            <div>{eventText(t, event)}</div>
            {event.place && <span className="pf-secondary">{event.place}</span>}
          </div>
        </li>
      ))}
    </ol>
  );
}
