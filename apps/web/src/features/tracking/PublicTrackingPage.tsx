import { Card, Descriptions, Layout, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryLabel } from '../../components/CountrySelect.tsx';
import { ORDER_LIMITS, ORDER_STATUS_COLOURS, type PublicTrackingResult } from '@parcelflow/contract';
import { LanguageSwitch } from '../../app/locale/LanguageSwitch.tsx';
import { Logo } from '../../app/Logo.tsx';
import { usePublicTracking } from './api.ts';
import { EventTimeline } from './EventTimeline.tsx';
import { NumbersForm } from './NumbersForm.tsx';
import './tracking.css';

function PublicResult({ result }: { result: PublicTrackingResult }) {
  const { t, i18n } = useTranslation();
  if (!result.found) return <Card size="small" title={result.number} extra={<Tag>{t('tracking.result.notFound')}</Tag>} />;
  return (
    <Card size="small" title={result.number} extra={<Tag color={ORDER_STATUS_COLOURS[result.status]}>{t(`tracking.status.${result.status}`)}</Tag>}>
      <Descriptions size="small" style={{ marginBottom: 12 }} items={[{ key: 'country', label: t('tracking.result.destination'), children: countryLabel(result.country, i18n.language) }]} />
      <EventTimeline events={result.events} />
    </Card>
  );
}

/** /implantOrdertracking: a receiver tracks parcels without logging in; only public events show. */
export function PublicTrackingPage() {
  const { t } = useTranslation();
  const search = usePublicTracking();
  return (
    <Layout className="pf-public-tracking">
      <Layout.Header className="pf-public-tracking-header">
        <Space align="center">
          <Logo size={28} />
          <span className="pf-public-tracking-brand">{t('common.appName')}</span>
        </Space>
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content className="pf-public-tracking-content">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card title={t('tracking.public.title')}>
            <NumbersForm loading={search.isPending} max={ORDER_LIMITS.trackingLinesMax} onSearch={(numbers) => search.mutate(numbers)} />
          </Card>
          {search.data?.map((result) => <PublicResult key={result.number} result={result} />)}
        </Space>
      </Layout.Content>
    </Layout>
  );
}
