import { useState } from 'react';
import { Card, Col, Row, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@parcelflow/contract';
import { useSettlementChart } from './api.ts';
import { lastTwelveMonths } from './groupBy.ts';
import { SettlementRanking } from './SettlementRanking.tsx';
import { SettlementTrend } from './SettlementTrend.tsx';

const TREND_HEIGHT = 250;
const RANKING_HEIGHT = 290;

/**
 * The financial data's overview: receivable against received per month over the last 12 months, the 10 channels with
 * the largest receivable and receivable per site, in one currency picked here.
 */
export function FinancialOverview() {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState<Currency>('RMB');
  const [range] = useState(lastTwelveMonths);
  const byChannel = useSettlementChart({ ...range, currency, bucket: 'month', ranked: 'channel' });
  const bySite = useSettlementChart({ ...range, currency, bucket: 'month', ranked: 'site' });
  const titles = {
    trend: t('settlement.overview.trend', { currency }),
    channels: t('settlement.overview.topChannels', { currency }),
    sites: t('settlement.overview.sites', { currency }),
  };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{t('settlement.overview.currency')}</Typography.Text>
        <Segmented<Currency> value={currency} onChange={setCurrency} options={[...CURRENCIES]} />
        <Typography.Text type="secondary">{t('settlement.overview.range', { from: range.dateFrom, to: range.dateTo })}</Typography.Text>
      </Space>
      <Card size="small" title={titles.trend}>
        <SettlementTrend series={byChannel.data?.series ?? []} bucket="month" height={TREND_HEIGHT} label={titles.trend} />
      </Card>
      <Row gutter={12}>
        <Col span={12}>
          <Card size="small" title={titles.channels}>
            <SettlementRanking top={byChannel.data?.top} height={RANKING_HEIGHT} label={titles.channels} />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title={titles.sites}>
            <SettlementRanking top={bySite.data?.top} height={RANKING_HEIGHT} label={titles.sites} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
