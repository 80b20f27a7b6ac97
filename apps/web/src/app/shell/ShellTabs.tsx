import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HOME_TAB_NAME } from './tabList.ts';
import { useTabs } from './useTabs.ts';

/** One tab per open page; right-click a tab, or use the menu at the end, to close it, the others or all. */
export function ShellTabs() {
  const { t } = useTranslation();
  const { tabs, activeName, show, close, closeOthers, closeAll } = useTabs();

  const closeMenu = (tabName: string): MenuProps => ({
    items: [
      { key: 'current', label: t('shell.tabs.closeCurrent'), disabled: tabName === HOME_TAB_NAME },
      { key: 'others', label: t('shell.tabs.closeOthers'), disabled: tabs.length <= (tabName === HOME_TAB_NAME ? 1 : 2) },
      { key: 'all', label: t('shell.tabs.closeAll'), disabled: tabs.length <= 1 },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'current') close(tabName);
      if (key === 'others') closeOthers(tabName);
      if (key === 'all') closeAll();
    },
  });

  return (
    <Tabs
      className="pf-shell-tabs"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={activeName ?? ''}
      onChange={show}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
      items={tabs.map((tab) => ({
        key: tab.tabName,
        closable: tab.tabName !== HOME_TAB_NAME,
        label: (
          <Dropdown menu={closeMenu(tab.tabName)} trigger={['contextMenu']}>
            <span>{t(tab.tabName)}</span>
          </Dropdown>
        ),
      }))}
      tabBarExtraContent={{
        right: activeName && (
          <Dropdown menu={closeMenu(activeName)} placement="bottomRight">
            <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('shell.tabs.actions')} />
          </Dropdown>
        ),
      }}
    />
  );
}
