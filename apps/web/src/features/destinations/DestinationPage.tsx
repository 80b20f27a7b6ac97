import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountryTable } from './CountryTable.tsx';
import { DestinationCodeTable } from './DestinationCodeTable.tsx';

/** Dataquery/destination: the company's destination codes and zones, and beside them the platform's countries (read-only). */
export function DestinationPage() {
  const { t } = useTranslation();
  const items = [
    { key: 'codes', label: t('destination.tabs.codes'), children: <DestinationCodeTable /> },
    { key: 'countries', label: t('destination.tabs.countries'), children: <CountryTable /> },
  ];
  return (
    <Card size="small" title={t('destination.title')}>
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
