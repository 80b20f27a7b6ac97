import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../useSession.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useCarrierCompany, useHostCompany } from './hostCompany.ts';
import { LoginForm } from './LoginForm.tsx';
import { useCarrierTexts } from './useCarrierTexts.ts';

type Props = { carrier?: boolean };

/**
 * /login, and /TMSlogin?companyNo= for carrier-side staff; a carrier's own domain lands on the latter. A light page:
 * plain React with its own CSS, so it shows before antd and the back-office download.
 */
export function LoginPage({ carrier = false }: Props) {
  const [query] = useSearchParams();
  const session = useSession();
  const hostCompany = useHostCompany();
  const companyNo = carrier ? (query.get('companyNo') ?? undefined) : undefined;
  useCarrierTexts(companyNo);
  const carrierCompany = useCarrierCompany(companyNo);
  const { i18n } = useTranslation();

  if (session) return <Navigate to="/home" replace />;
  if (!carrier && hostCompany) return <Navigate to={`/TMSlogin?companyNo=${encodeURIComponent(hostCompany.companyCode)}`} replace />;
  const companyName = carrierCompany && (i18n.language === 'en-US' ? carrierCompany.companyNameEn || carrierCompany.companyName : carrierCompany.companyName);
  return (
    <AuthLayout recordNo={carrierCompany?.recordNo}>
      <LoginForm carrier={carrier} companyNo={companyNo} companyName={companyName} />
    </AuthLayout>
  );
}
