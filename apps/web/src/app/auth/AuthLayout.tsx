import type { ReactNode } from 'react';
import AccountBookOutlined from '@ant-design/icons-svg/es/asn/AccountBookOutlined';
import ContainerOutlined from '@ant-design/icons-svg/es/asn/ContainerOutlined';
import PrinterOutlined from '@ant-design/icons-svg/es/asn/PrinterOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../locale/LanguageSwitch.tsx';
import { Logo } from '../Logo.tsx';
import { Icon } from '../plain/Icon.tsx';
import '../plain/plain.css';
import { useHostCompany } from './hostCompany.ts';
import './auth.css';

const FEATURES = [
  { key: 'orders', icon: ContainerOutlined },
  { key: 'labels', icon: PrinterOutlined },
  { key: 'finance', icon: AccountBookOutlined },
  { key: 'permissions', icon: SafetyCertificateOutlined },
] as const;

type Props = {
  children: ReactNode;
  wide?: boolean;
  /** The record number of the carrier whose login this is; else the one of this host's carrier. */
  recordNo?: string;
};

/**
 * The frame of every public page: brand panel on the left, the form card on the right. Plain React, as the login page
 * loads without antd; the other public pages put their antd forms in it.
 */
export function AuthLayout({ children, wide = false, recordNo }: Props) {
  const { t } = useTranslation();
  const hostCompany = useHostCompany();
  const shownRecordNo = recordNo || hostCompany?.recordNo;
  return (
    <div className="pf-auth pf-plain">
      <aside className="pf-auth-brand">
        <div className="pf-auth-logo">
          <Logo size={36} />
          <span>{t('common.appName')}</span>
        </div>
        <div className="pf-auth-pitch">
          <h1>{t('auth.brand.headline')}</h1>
          <p>{t('auth.brand.tagline')}</p>
          <ul>
            {FEATURES.map(({ key, icon }) => (
              <li key={key}>
                <span className="pf-auth-feature-icon">
                  <Icon definition={icon} />
                </span>
                <span>
                  <strong>{t(`auth.brand.features.${key}.title`)}</strong>
                  <small>{t(`auth.brand.features.${key}.text`)}</small>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="pf-auth-brand-foot">{t('auth.brand.footnote')}</div>
      </aside>
      <main className="pf-auth-main">
        <div className="pf-auth-top">
          <LanguageSwitch />
        </div>
        <div className={wide ? 'pf-auth-card pf-auth-card-wide' : 'pf-auth-card'}>{children}</div>
        <footer className="pf-auth-footer">
          <span>{t('auth.footer.copyright', { year: new Date().getFullYear(), appName: t('common.appName') })}</span>
          {shownRecordNo && <span>{t('auth.footer.record', { recordNo: shownRecordNo })}</span>}
        </footer>
      </main>
    </div>
  );
}
