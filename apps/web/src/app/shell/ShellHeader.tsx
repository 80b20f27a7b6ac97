import { companyNameIn } from '../profile.ts';
import { Avatar, Button, Dropdown, Layout, Skeleton, Space, Tag, Tooltip } from 'antd';
import { BankOutlined, DownOutlined, KeyOutlined, LockOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserProfile } from '@parcelflow/contract';
import { DunningReminderBell } from '../../features/dunning/DunningReminderBell.tsx';
import { TaskBoxButton } from '../../features/tasks/TaskBoxButton.tsx';
import { LanguageMenu } from '../locale/LanguageMenu.tsx';
import { lockScreen } from './lockState.ts';
import { useLogout } from './useLogout.ts';

type Props = { profile: UserProfile | undefined; collapsed: boolean; onToggle: () => void };

/** Menu toggle and the company on the left; payment reminders, tasks, language, lock and the user's menu on the right. */
export function ShellHeader({ profile, collapsed, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const userItems = [
    { key: 'password', icon: <KeyOutlined />, label: t('shell.header.changePassword'), onClick: () => void navigate('/ChangePassword') },
    { key: 'lock', icon: <LockOutlined />, label: t('shell.header.lock'), onClick: lockScreen },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.header.logout'), danger: true, onClick: () => logout() },
  ];

  return (
    <Layout.Header className="pf-shell-header">
      <Space size={12}>
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          aria-label={t(collapsed ? 'shell.header.expandMenu' : 'shell.header.collapseMenu')}
        />
        {profile ? (
          <Space size={8} className="pf-shell-company">
            <BankOutlined />
            <strong>{companyNameIn(profile, i18n.language)}</strong>
            <span className="pf-muted">{profile.companyNo}</span>
            <Tag color={profile.companyKind === 'carrier' ? 'geekblue' : 'cyan'} variant="filled">
              {t(`companyKind.${profile.companyKind}`)}
            </Tag>
          </Space>
        ) : (
          <Skeleton.Input active size="small" />
        )}
      </Space>
      <Space size={4}>
        <DunningReminderBell />
        <TaskBoxButton />
        <LanguageMenu />
        <Tooltip title={t('shell.header.lock')}>
          <Button type="text" icon={<LockOutlined />} onClick={lockScreen} aria-label={t('shell.header.lock')} />
        </Tooltip>
        <Dropdown menu={{ items: userItems }} placement="bottomRight">
          <Button type="text" className="pf-shell-user">
            <Avatar size={26} className="pf-avatar">
              {profile?.displayName.slice(0, 1)}
            </Avatar>
            <span>{profile?.displayName}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
}
