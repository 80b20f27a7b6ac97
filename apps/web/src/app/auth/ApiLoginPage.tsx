import { useEffect, useRef } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { getApiLoginInfo } from '@parcelflow/contract';
import { runCommand } from '../command.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useCompleteLogin } from './useCompleteLogin.ts';

/** /login/{token}/{type}: signs in with a one-time API login token, else falls back to the login page. */
export function ApiLoginPage() {
  const { t } = useTranslation();
  const { token = '', type = '' } = useParams();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  // The token may be single-use: exchange it once even when React runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    runCommand(getApiLoginInfo, { token, type })
      .then((output) => (output.token ? completeLogin(output) : navigate('/login', { replace: true })))
      .catch(() => navigate('/login', { replace: true }));
  }, [completeLogin, navigate, token, type]);

  return (
    <AuthLayout>
      <Flex vertical align="center" gap={16} style={{ padding: '24px 0' }}>
        <Spin size="large" />
        <Typography.Text type="secondary">{t('auth.apiLogin.signingIn')}</Typography.Text>
      </Flex>
    </AuthLayout>
  );
}
