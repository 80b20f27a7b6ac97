import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  ControlOutlined,
  IdcardOutlined,
  KeyOutlined,
  SafetyOutlined,
  SettingOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';

const ICONS: Record<string, ReactNode> = {
  enterpriseManagement: <ApartmentOutlined />,
  authority: <SafetyOutlined />,
  systemManagement: <SettingOutlined />,
  changePassword: <KeyOutlined />,
  apiCommands: <ApiOutlined />,
  language: <TranslationOutlined />,
  customConfig: <ControlOutlined />,
  account: <UserOutlined />,
  accountSettings: <IdcardOutlined />,
};

/** The icon of a menu key; menus added later fall back to a generic one until given their own. */
export function menuIcon(key: string): ReactNode {
  return ICONS[key] ?? <AppstoreOutlined />;
}
