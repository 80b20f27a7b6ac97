import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BookOutlined,
  ControlOutlined,
  IdcardOutlined,
  KeyOutlined,
  MessageOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShareAltOutlined,
  TeamOutlined,
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
  messages: <MessageOutlined />,
  partner: <TeamOutlined />,
  invite: <ShareAltOutlined />,
  addressBook: <BookOutlined />,
};

/** The icon of a menu key; menus added later fall back to a generic one until given their own. */
export function menuIcon(key: string): ReactNode {
  return ICONS[key] ?? <AppstoreOutlined />;
}
