import { lazy, Suspense } from 'react';
import { Card, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthorityMenu, useFunction } from '../../app/authority.ts';
import { loadOrReload } from '../../app/lazyPage.ts';
import { ExchangeRatePage } from '../exchangeRates/ExchangeRatePage.tsx';

// The overview and its charts load when its tab first shows: a user without settlement.view never fetches them.
const FinancialOverview = lazy(async () => ({ default: (await loadOrReload(() => import('./FinancialOverview.tsx'))).FinancialOverview }));

/**
 * systemManagent/financialData: the exchange rates, and for holders of settlement.view an overview of receivables and
 * receipts in a tab before them.
 */
export function FinancialDataPage() {
  const { t } = useTranslation();
  const rights = useAuthorityMenu();
  const overview = useFunction('settlement.view');
  // Which page it is depends on the rights: nothing is drawn twice while they load.
  if (!rights.data) return <Skeleton active />;
  if (!overview.usable) return <ExchangeRatePage />;
  // A white card as on the other pages; the theme sets tab bars flush, so this one keeps the gap a card title leaves.
  return (
    <Card size="small">
      <Tabs
        size="small"
        styles={{ header: { marginBottom: 12 } }}
        items={[
          { key: 'overview', label: t('settlement.overview.tab'), children: <Suspense fallback={<Skeleton active />}><FinancialOverview /></Suspense> },
          { key: 'rates', label: t('settlement.overview.rates'), children: <ExchangeRatePage /> },
        ]}
      />
    </Card>
  );
}
