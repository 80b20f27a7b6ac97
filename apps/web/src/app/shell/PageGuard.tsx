import type { ReactNode } from 'react';
import { Button, Flex, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthorityMenu } from '../authority.ts';
import { canOpenPage } from '../pageAccess.ts';
import type { ShellRoute } from '../shellRoute.ts';
import { HOME_PATH } from './tabList.ts';

/** entities-rules.md 6, "no permission for the feature": the menus and tabs stay, with the way back. */
function NoPermission() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('shell.noPermission.title')}
      subTitle={t('shell.noPermission.text')}
      extra={
        <Space>
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>{t('actions.backHome')}</Button>
          <Button onClick={() => void navigate(-1)}>{t('shell.noPermission.back')}</Button>
        </Space>
      }
    />
  );
}

/**
 * Opens a shell page only for a caller who may (canOpenPage): until the menus arrive it shows a spinner, and a page the
 * caller has no function for is never mounted, so it makes no data call.
 */
export function PageGuard({ route, children }: { route: Pick<ShellRoute, 'path' | 'needs'>; children: ReactNode }) {
  const { data, isError } = useAuthorityMenu();
  // Without menus (a failed call, already reported) the page opens; the server still refuses its commands.
  if (isError) return children;
  if (!data) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: 240 }}>
        <Spin />
      </Flex>
    );
  }
  return canOpenPage(route, data) ? children : <NoPermission />;
}
