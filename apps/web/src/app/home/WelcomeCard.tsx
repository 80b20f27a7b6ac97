import { companyNameIn } from '../profile.ts';
import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@parcelflow/contract';
import { positionNameLabel } from '../../features/positions/positionLabel.ts';
import { userTypeLabel } from '../auth/userTypeLabel.ts';
import { LANGUAGE_ENDONYMS } from '../locale/languageNames.ts';
import { greetingKey } from './greeting.ts';

type Props = { profile: UserProfile | undefined; loading: boolean };

/** Greets the user and lists their identity: account, numbers, company, position, language. */
export function WelcomeCard({ profile, loading }: Props) {
  const { t, i18n } = useTranslation();
  const none = t('shell.home.none');
  return (
    <Card loading={loading} style={{ height: '100%' }}>
      {profile && (
        <>
          <Flex align="center" gap={16} style={{ marginBottom: 20 }}>
            <Avatar size={56} className="pf-avatar" style={{ fontSize: 24 }}>
              {profile.displayName.slice(0, 1)}
            </Avatar>
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t(`shell.home.greeting.${greetingKey(dayjs().hour())}`, { name: profile.displayName })}
              </Typography.Title>
              <Typography.Text type="secondary">
                {t('shell.home.welcome', { company: companyNameIn(profile, i18n.language), appName: t('common.appName') })}
              </Typography.Text>
            </div>
            {profile.isAdmin && (
              <Tag color="gold" variant="filled" style={{ marginLeft: 'auto' }}>
                {t('shell.home.admin')}
              </Tag>
            )}
          </Flex>
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              { key: 'account', label: t('field.account'), children: profile.account },
              { key: 'userNo', label: t('shell.home.userNo'), children: profile.userNo },
              { key: 'userType', label: t('shell.home.userType'), children: userTypeLabel(t, profile.userSourceType) },
              { key: 'position', label: t('shell.home.position'), children: positionNameLabel(t, profile.positionName) ?? none },
              { key: 'company', label: t('shell.home.company'), children: companyNameIn(profile, i18n.language) },
              { key: 'companyNo', label: t('field.companyNo'), children: profile.companyNo },
              { key: 'companyKind', label: t('shell.home.companyKind'), children: t(`companyKind.${profile.companyKind}`) },
              {
                key: 'language',
                label: t('shell.home.language'),
                children: profile.language ? LANGUAGE_ENDONYMS[profile.language] : t('shell.home.languageFollowsBrowser'),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
