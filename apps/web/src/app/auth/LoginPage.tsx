import { Navigate, useSearchParams } from 'react-router';
import { useLanguageOverrides } from '../locale/useLanguageOverrides.ts';
import { useSession } from '../useSession.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { useHostCompany } from './hostCompany.ts';
import { LoginForm } from './LoginForm.tsx';

type Props = { carrier?: boolean };

/** /login, and /TMSlogin?companyNo= for carrier-side staff; a carrier's own domain lands on the latter. */
export function LoginPage({ carrier = false }: Props) {
  const [query] = useSearchParams();
  const session = useSession();
  const hostCompany = useHostCompany();
  const companyNo = carrier ? (query.get('companyNo') ?? undefined) : undefined;
  useLanguageOverrides(companyNo);

  if (session) return <Navigate to="/home" replace />;
  if (!carrier && hostCompany) return <Navigate to={`/TMSlogin?companyNo=${encodeURIComponent(hostCompany.companyCode)}`} replace />;
  const companyName = hostCompany && hostCompany.companyCode === companyNo ? hostCompany.companyName : undefined;
  return (
    <AuthLayout>
      <LoginForm carrier={carrier} companyNo={companyNo} companyName={companyName} />
    </AuthLayout>
  );
}
