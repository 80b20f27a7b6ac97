import { Suspense } from 'react';
import { Col, Row } from 'antd';
import { useAuthorityMenu } from '../authority.ts';
import { lazyPage } from '../lazyPage.ts';
import { useProfile } from '../profile.ts';
import { resolveMenus } from '../shell/menuEntries.ts';
import { useHomeStats } from './api.ts';
import { DailyChart } from './DailyChart.tsx';
import { QuickAccessCard } from './QuickAccessCard.tsx';
import { StatusCountsCard } from './StatusCountsCard.tsx';
import './home.css';
import { SecurityCard } from './SecurityCard.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';

// Shown only while a segment runs low, with antd's table: loaded then rather than with every home page.
const LowSegmentsCard = lazyPage(() => import('./LowSegmentsCard.tsx'), 'LowSegmentsCard');

/** The home tab: who is signed in, the orders per status and per day, segments running low, and the pages this user can open. */
export function HomePage() {
  const { data: profile, isPending } = useProfile();
  const { data: authority } = useAuthorityMenu();
  const stats = useHomeStats();
  const entries = resolveMenus(authority?.authorityMenus ?? []);
  return (
    <Row gutter={[12, 12]}>
      <Col span={16}>
        <WelcomeCard profile={profile} loading={isPending} />
      </Col>
      <Col span={8}>
        <SecurityCard profile={profile} loading={isPending} />
      </Col>
      <Col span={24}>
        <StatusCountsCard counts={stats.data?.statusCounts} loading={stats.isPending} />
      </Col>
      <Col span={stats.data?.lowSegments.length ? 14 : 24}>
        <DailyChart daily={stats.data?.daily} loading={stats.isPending} wide={!stats.data?.lowSegments.length} />
      </Col>
      {Boolean(stats.data?.lowSegments.length) && (
        <Col span={10}>
          <Suspense fallback={null}>
            <LowSegmentsCard segments={stats.data!.lowSegments} />
          </Suspense>
        </Col>
      )}
      <Col span={24}>
        <QuickAccessCard entries={entries} loading={!authority} />
      </Col>
    </Row>
  );
}
