import { Col, Row } from 'antd';
import { useAuthorityMenu } from '../authority.ts';
import { useProfile } from '../profile.ts';
import { resolveMenus } from '../shell/menuEntries.ts';
import { QuickAccessCard } from './QuickAccessCard.tsx';
import { SecurityCard } from './SecurityCard.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';

/** The home tab: who is signed in, for which company, and the pages this user can open. */
export function HomePage() {
  const { data: profile, isPending } = useProfile();
  const { data: authority } = useAuthorityMenu();
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
        <QuickAccessCard entries={entries} loading={!authority} />
      </Col>
    </Row>
  );
}
