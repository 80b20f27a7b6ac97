import { App, Button, Card, Descriptions, Flex, Radio, Tag, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, PASSWORD_MAX, PASSWORD_MIN, type Language } from '@parcelflow/contract';
import { userTypeLabel } from '../../app/auth/userTypeLabel.ts';
import { LANGUAGE_ENDONYMS } from '../../app/locale/languageNames.ts';
import { useLanguageChoice, type LanguageChoice } from '../../app/locale/useChangeLanguage.ts';
import { companyNameIn, useProfile } from '../../app/profile.ts';
import { positionNameLabel } from '../positions/positionLabel.ts';
import { CHANGE_PASSWORD_PATH } from './paths.ts';

const FOLLOW_BROWSER = 'browser';

/** user/other/account: who the caller is, their language preference and the way to a new password. */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: profile, isPending } = useProfile();
  const language = useLanguageChoice();
  const none = t('account.profile.none');

  const pickLanguage = async (choice: LanguageChoice) => {
    await language.choose(choice);
    void message.success(t('account.preferences.saved'));
  };
  const items = profile && [
    { key: 'account', label: t('account.profile.account'), children: profile.account },
    { key: 'userNo', label: t('account.profile.userNo'), children: profile.userNo },
    { key: 'displayName', label: t('account.profile.displayName'), children: profile.displayName },
    { key: 'userType', label: t('account.profile.userType'), children: userTypeLabel(t, profile.userSourceType) },
    { key: 'company', label: t('account.profile.company'), children: `${companyNameIn(profile, i18n.language)} (${profile.companyNo})` },
    { key: 'companyKind', label: t('account.profile.companyKind'), children: t(`companyKind.${profile.companyKind}`) },
    {
      key: 'position',
      label: t('account.profile.position'),
      children: (
        <Flex gap={6} align="center">
          {positionNameLabel(t, profile.positionName) ?? none}
          {profile.isAdmin && <Tag color="gold">{t('account.profile.admin')}</Tag>}
        </Flex>
      ),
    },
    { key: 'lastLogin', label: t('account.profile.lastLogin'), children: profile.lastLoginAt ? dayjs(profile.lastLoginAt).format('YYYY-MM-DD HH:mm:ss') : none },
  ];

  return (
    <Flex vertical gap={12} className="pf-account">
      <Card size="small" title={t('account.profile.title')} loading={isPending}>
        <Descriptions size="small" bordered column={2} items={items ?? []} styles={{ label: { width: 140 } }} />
      </Card>
      <Card size="small" title={t('account.preferences.title')}>
        <Flex align="center" gap={16}>
          <Typography.Text>{t('language.label')}</Typography.Text>
          <Radio.Group
            optionType="button"
            value={language.chosen ?? FOLLOW_BROWSER}
            onChange={(e) => void pickLanguage(e.target.value === FOLLOW_BROWSER ? null : (e.target.value as Language))}
            options={[
              ...LANGUAGES.map((choice) => ({ value: choice, label: LANGUAGE_ENDONYMS[choice] })),
              { value: FOLLOW_BROWSER, label: t('language.followBrowser') },
            ]}
          />
          <Typography.Text type="secondary">{t('account.preferences.languageHint')}</Typography.Text>
        </Flex>
      </Card>
      <Card size="small" title={t('account.security.title')}>
        <Flex align="center" gap={16}>
          <Typography.Text type="secondary">{t('account.security.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}</Typography.Text>
          <Button icon={<KeyOutlined />} onClick={() => void navigate(CHANGE_PASSWORD_PATH)}>
            {t('account.security.changePassword')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
