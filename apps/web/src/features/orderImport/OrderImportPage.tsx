import { Card, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../app/profile.ts';
import { ImportForm } from './ImportForm.tsx';
import { ImportHistory } from './ImportHistory.tsx';

/**
 * Orders from a spreadsheet: the import form, then how the user's recent imports went. A carrier imports for its
 * customers (overseasEntryImport), a cargo owner sends forecast orders to a partner carrier (forecastUpload); each
 * page tells the other kind of company it is not theirs.
 */
export function OrderImportPage({ asOwner = false }: { asOwner?: boolean }) {
  const { t } = useTranslation();
  const companyKind = useProfile().data?.companyKind;
  const pageKind = asOwner ? 'cargoOwner' : 'carrier';
  if (companyKind && companyKind !== pageKind) return <Result status="info" title={t('orderImport.notForCompany', { kind: t(`companyKind.${pageKind}`) })} />;
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t(asOwner ? 'orderImport.forecastTitle' : 'orderImport.title')}><ImportForm asOwner={asOwner} /></Card>
      <Card size="small" title={t('orderImport.history')}><ImportHistory /></Card>
    </Flex>
  );
}
