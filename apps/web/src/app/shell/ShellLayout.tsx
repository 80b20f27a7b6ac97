import { useEffect, useRef, useState } from 'react';
import { Alert, FloatButton, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { DEFAULT_LOCK_MINUTES } from '@parcelflow/contract';
import { useAuthorityMenu } from '../authority.ts';
import { currentLanguage, switchLanguage } from '../i18n.ts';
import { useLanguageOverrides } from '../locale/useLanguageOverrides.ts';
import { useProfile } from '../profile.ts';
import { reloginPath } from '../session.ts';
import { useSession } from '../useSession.ts';
import { LockScreen } from './LockScreen.tsx';
import { useLocked } from './lockState.ts';
import { ShellHeader } from './ShellHeader.tsx';
import { ShellSider } from './ShellSider.tsx';
import { ShellTabs } from './ShellTabs.tsx';
import { useIdleLock } from './useIdleLock.ts';
import { TaskBox } from '../../features/tasks/TaskBox.tsx';
import './shell.css';

const BACK_TOP_AFTER_PX = 480;

/** The main shell at /: only for a signed-in user. */
export function ShellLayout() {
  const session = useSession();
  if (!session) return <Navigate to={reloginPath()} replace />;
  return <ShellFrame />;
}

function ShellFrame() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { data: authority } = useAuthorityMenu();
  const locked = useLocked();
  const [collapsed, setCollapsed] = useState(false);
  const contentRef = useRef<HTMLElement>(null);
  useLanguageOverrides();
  useIdleLock(profile?.lockMinutes ?? DEFAULT_LOCK_MINUTES, locked);

  // The user's saved language wins over the browser's once the profile is known.
  const savedLanguage = profile?.language;
  useEffect(() => {
    if (savedLanguage && savedLanguage !== currentLanguage()) void switchLanguage(savedLanguage);
  }, [savedLanguage]);

  if (profile?.mustChangePassword) return <Navigate to="/ChangePassword" replace />;
  return (
    <Layout className="pf-shell">
      <ShellSider collapsed={collapsed} />
      <Layout>
        <ShellHeader profile={profile} collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
        <ShellTabs />
        <Layout.Content ref={contentRef} className="pf-shell-content">
          {authority && authority.authorityMenus.length === 0 && (
            <Alert type="warning" showIcon title={t('shell.noMenu.title')} description={t('shell.noMenu.text')} style={{ marginBottom: 12 }} />
          )}
          <Outlet />
        </Layout.Content>
        <TaskBox />
      </Layout>
      <FloatButton.BackTop target={() => contentRef.current ?? window} visibilityHeight={BACK_TOP_AFTER_PX} />
      {locked && <LockScreen profile={profile} />}
    </Layout>
  );
}
