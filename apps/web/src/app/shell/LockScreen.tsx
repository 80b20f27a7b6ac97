import { useEffect, useState } from 'react';
import { Avatar, Button, Form, Input, Space } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { unlockScreen, unlockScreenInput, type UserProfile } from '@parcelflow/contract';
import { runCommand } from '../command.ts';
import { zodRules } from '../forms/zodForm.ts';
import { releaseLock } from './lockState.ts';
import { useLogout } from './useLogout.ts';

type Props = { profile: UserProfile | undefined };

/** A full-screen cover over the shell until the user's password is typed again (uc/unlockScreen). */
export function LockScreen({ profile }: Props) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [form] = Form.useForm<{ password: string }>();
  const [now, setNow] = useState(() => dayjs());
  const unlock = useMutation({
    mutationFn: (password: string) => runCommand(unlockScreen, { password }),
    onSuccess: releaseLock,
    onError: () => form.resetFields(),
  });

  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 10_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="pf-lock" role="dialog" aria-modal="true" aria-label={t('shell.lock.title')}>
      <div className="pf-lock-clock">
        <div>{now.format('HH:mm')}</div>
        <small>{now.format('LL dddd')}</small>
      </div>
      <div className="pf-lock-panel">
        <Avatar size={64} className="pf-avatar">
          {profile?.displayName.slice(0, 1)}
        </Avatar>
        <div className="pf-lock-name">{profile?.displayName}</div>
        <div className="pf-lock-hint">
          <LockOutlined /> {t('shell.lock.title')}
        </div>
        <Form form={form} onFinish={({ password }) => unlock.mutate(password)}>
          <Form.Item style={{ marginBottom: 8 }}>
            <Space.Compact block>
              <Form.Item name="password" noStyle rules={zodRules(unlockScreenInput.shape.password, t)}>
                <Input.Password autoFocus placeholder={t('shell.lock.password')} autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<UnlockOutlined />} loading={unlock.isPending}>
                {t('shell.lock.unlock')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
        <Button type="link" className="pf-lock-logout" onClick={() => logout(false)}>
          {t('shell.lock.logout')}
        </Button>
      </div>
    </div>
  );
}
