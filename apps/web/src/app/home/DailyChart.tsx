import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** wide: the card spans the page, so the drawing is wider for the same height. */
type Props = { daily: { date: string; count: number }[] | undefined; loading: boolean; wide?: boolean };

const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 32 };

/** Orders per day as plain SVG bars: one bar a day, a label every fifth day, the count on hover. */
export function DailyChart({ daily, loading, wide = false }: Props) {
  const width = wide ? 1280 : 720;
  const { t } = useTranslation();
  const days = daily ?? [];
  // An even top, so the middle grid line reads as a whole number.
  const max = Math.ceil(Math.max(1, ...days.map((d) => d.count)) / 2) * 2;
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, days.length);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <Card title={t('home.daily.title')} extra={t('home.daily.total', { count: total })} loading={loading}>
      {days.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : (
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" role="img" aria-label={t('home.daily.title')} className="pf-home-chart">
          {[0, 0.5, 1].map((f) => (
            <g key={f}>
              <line x1={PAD.left} x2={width - PAD.right} y1={PAD.top + plotH * (1 - f)} y2={PAD.top + plotH * (1 - f)} className="pf-home-chart-grid" />
              <text x={PAD.left - 6} y={PAD.top + plotH * (1 - f) + 4} textAnchor="end" className="pf-home-chart-axis">{Math.round(max * f)}</text>
            </g>
          ))}
          {days.map((d, i) => {
            const h = (d.count / max) * plotH;
            return (
              <g key={d.date}>
                <rect x={PAD.left + i * step + step * 0.15} y={PAD.top + plotH - h} width={step * 0.7} height={h} rx={2} className="pf-home-chart-bar">
                  <title>{t('home.daily.bar', { date: d.date, count: d.count })}</title>
                </rect>
                {(days.length - 1 - i) % 5 === 0 && (
                  <text x={PAD.left + i * step + step / 2} y={HEIGHT - 6} textAnchor="middle" className="pf-home-chart-axis">{d.date.slice(5)}</text>
                )}
              </g>
            );
          })}
        </svg>
      )}
    </Card>
  );
}
