import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserProfile } from '@parcelflow/contract';
import { lockScreen } from '../shell/lockState.ts';

type Props = { profile: UserProfile | undefined; loading: boolean };

/** When the user last signed in, how soon the screen locks, and the password and lock actions. */
export function SecurityCard({ profile, loading }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('shell.home.security.title')} loading={loading} style={{ height: '100%' }}>
      {profile && (
        <Flex vertical gap={16}>
          <Statistic
            title={t('shell.home.security.lastLogin')}
            value={profile.lastLoginAt ? dayjs(profile.lastLoginAt).format('YYYY-MM-DD HH:mm') : t('shell.home.security.never')}
            styles={{ content: { fontSize: 18 } }}
          />
          <Statistic
            title={t('shell.home.security.lockAfter')}
            value={profile.lockMinutes}
            suffix={t('shell.home.security.minutes')}
            styles={{ content: { fontSize: 18 } }}
          />
          <Typography.Text type="secondary">{t('shell.home.security.advice')}</Typography.Text>
          <Flex gap={8}>
            <Button icon={<KeyOutlined />} onClick={() => void navigate('/ChangePassword')}>
              {t('shell.header.changePassword')}
            </Button>
            <Button icon={<LockOutlined />} onClick={lockScreen}>
              {t('shell.header.lock')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
