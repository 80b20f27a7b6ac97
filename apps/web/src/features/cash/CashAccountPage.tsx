import { useMemo, useState } from 'react';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, listCashAccounts, SETTLEMENT_TYPES, type CashAccountView } from '@parcelflow/contract';
import { useProfile } from '../../app/profile.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList, type PagedList } from '../../components/pagedTable/usePagedList.ts';
import { cashAccountColumns, type AccountRow } from './cashAccountColumns.tsx';
import { CashFooter } from './CashFooter.tsx';
import { CheckboxFilter } from './CheckboxFilter.tsx';
import { LedgerDrawer } from './LedgerDrawer.tsx';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
type AccountKey = { customerId: number; currency: CashAccountView['currency'] };

/** financeManagement/cashquery: each customer's account per currency, the sums per currency, and an account's entries. */
export function CashAccountPage() {
  const { t, i18n } = useTranslation();
  const showCarrier = useProfile().data?.companyKind === 'cargoOwner';
  const accounts = usePagedList(listCashAccounts);
  const [open, setOpen] = useState<AccountKey | null>(null);
  const columns = useMemo(
    () => cashAccountColumns(t, {
      showCarrier, language: i18n.language, onOpen: (account) => setOpen({ customerId: account.customerId, currency: account.currency }),
    }),
    [t, i18n.language, showCarrier],
  );
  const footer = accounts.query.data?.footer ?? [];
  // An account is a customer and a currency: the rows get that pair as their key.
  const { data, loading, position, setPosition } = accounts;
  const rows = useMemo<PagedList<AccountRow>>(() => ({
    loading, position, setPosition,
    data: data && { ...data, list: data.list.map((account) => ({ ...account, accountKey: `${account.customerId}:${account.currency}` })) },
  }), [data, loading, position, setPosition]);
  return (
    <Card size="small" title={t('cash.list.title')}>
      <Alert type="info" showIcon title={t('cash.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="cashFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('cash.filter.keyword'), placeholder: t('cash.filter.keywordPlaceholder'), maxLength: 40 },
          { kind: 'select', name: 'currency', label: t('cash.field.currency'), options: CURRENCY_OPTIONS },
          { kind: 'enum', name: 'settlementType', label: t('cash.field.settlementType'), values: SETTLEMENT_TYPES, labels: 'customer.settlementType' },
          { kind: 'custom', name: 'overdrawn', label: t('cash.filter.overdrawn'), input: <CheckboxFilter label={t('cash.filter.overdrawnOnly')} /> },
        ]}
        onSearch={accounts.search}
      />
      <PagedTable<AccountRow>
        list={rows} columns={columns} rowKey="accountKey" totalText={(total) => t('cash.list.total', { total })}
        summary={footer.length > 0 && <CashFooter footer={footer} showCarrier={showCarrier} />}
      />
      {open && <LedgerDrawer customerId={open.customerId} currency={open.currency} onClose={() => setOpen(null)} />}
    </Card>
  );
}
