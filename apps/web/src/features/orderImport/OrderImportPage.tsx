import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportForm } from './ImportForm.tsx';
import { ImportHistory } from './ImportHistory.tsx';

/** Orders from a spreadsheet: the import form, then how the user's recent imports went. */
export function OrderImportPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('orderImport.title')}><ImportForm /></Card>
      <Card size="small" title={t('orderImport.history')}><ImportHistory /></Card>
    </Flex>
  );
}
