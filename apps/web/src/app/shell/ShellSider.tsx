import { useState } from 'react';
import { Empty, Layout, Menu, Skeleton, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthorityMenu } from '../authority.ts';
import { Logo } from '../Logo.tsx';
import { leafEntries, locateEntry, resolveMenus, type MenuEntry } from './menuEntries.ts';
import { menuIcon } from './menuIcons.tsx';

type Props = { collapsed: boolean };

/** The left menu, built from uc/getAuthorityMenu; menus without authority show disabled. */
export function ShellSider({ collapsed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data, isPending } = useAuthorityMenu();
  const entries = resolveMenus(data?.authorityMenus ?? []);
  const located = locateEntry(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[] | null>(null);

  const toItem = (entry: MenuEntry, depth: number): NonNullable<MenuProps['items']>[number] => ({
    key: entry.id,
    label: t(`menu.${entry.key}`),
    icon: depth === 0 ? menuIcon(entry.key) : undefined,
    disabled: entry.disabled,
    children: entry.path ? undefined : entry.children.map((child) => toItem(child, depth + 1)),
  });
  const paths = new Map(leafEntries(entries).map((entry) => [entry.id, entry.path]));

  return (
    <Layout.Sider width={232} collapsedWidth={56} collapsed={collapsed} trigger={null} className="pf-shell-sider">
      <div className="pf-shell-brand">
        <Logo size={28} />
        {!collapsed && <span>{t('common.appName')}</span>}
      </div>
      {isPending && <Skeleton active title={false} paragraph={{ rows: 6 }} style={{ padding: 16 }} />}
      {!isPending && entries.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={collapsed ? null : t('shell.noMenu.short')} className="pf-shell-sider-empty" />
      )}
      {/* Mounted with its items, so the open groups show at once rather than animating open. */}
      {!isPending && (
        <Menu
          theme="dark"
          mode="inline"
          items={entries.map((entry) => toItem(entry, 0))}
          selectedKeys={located ? [located.id] : []}
          openKeys={collapsed ? undefined : (openKeys ?? entries.map((entry) => entry.id))}
          onOpenChange={setOpenKeys}
          onClick={({ key }) => {
            const path = paths.get(key);
            if (path) void navigate(path);
          }}
        />
      )}
    </Layout.Sider>
  );
}
