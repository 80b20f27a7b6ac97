import { useMemo, useState } from 'react';
import { Button, Drawer, Flex, Select, Space, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHARGED_AT_AUDIT, LEDGER_ENTRY_KINDS, type Currency, type LedgerEntryKind, type LedgerEntryView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { AccountSummary } from './AccountSummary.tsx';
import { AdjustBalanceModal } from './AdjustBalanceModal.tsx';
import { LEDGER_PAGE_SIZE, useLedgerEntries } from './api.ts';
import { CreditLimitModal } from './CreditLimitModal.tsx';
import { EntryActions } from './EntryActions.tsx';
import { ledgerColumns } from './ledgerColumns.tsx';
import { ReverseEntryModal } from './ReverseEntryModal.tsx';

type Props = { customerId: number; currency: Currency; onClose: () => void };
type Dialog = { kind: 'adjust' } | { kind: 'limit' } | { kind: 'reverse'; entry: LedgerEntryView } | null;

const chargedAtAudit: readonly string[] = CHARGED_AT_AUDIT;

/** One account: its summary and its entries newest first, 50 a page, by kind; with cash.adjust, adjust, reverse and the credit limit. */
export function LedgerDrawer({ customerId, currency, onClose }: Props) {
  const { t } = useTranslation();
  const adjust = useFunction('cash.adjust');
  const [currentPage, setCurrentPage] = useState(1);
  const [kind, setKind] = useState<LedgerEntryKind | undefined>(undefined);
  const [dialog, setDialog] = useState<Dialog>(null);
  const entries = useLedgerEntries({ customerId, currency, currentPage, kind });
  const account = entries.data?.account;
  const columns = useMemo(
    () => ledgerColumns(t, adjust.visible ? (entry) => <EntryActions entry={entry} usable={adjust.usable} onReverse={(chosen) => setDialog({ kind: 'reverse', entry: chosen })} /> : undefined),
    [t, adjust.visible, adjust.usable],
  );
  // A credit limit controls billed customers only: prepaid and cash customers pay each order at audit.
  const limitApplies = account !== undefined && !chargedAtAudit.includes(account.settlementType);
  const tools = adjust.visible && account && (
    <Space>
      <Button type="primary" disabled={!adjust.usable} onClick={() => setDialog({ kind: 'adjust' })}>{t('cash.adjust.action')}</Button>
      {limitApplies && <Button disabled={!adjust.usable} onClick={() => setDialog({ kind: 'limit' })}>{t('cash.limit.action')}</Button>}
    </Space>
  );
  return (
    <Drawer open size={1320} title={account ? t('cash.drawer.title', { customer: `${account.customerCode} ${account.customerName}`, currency }) : t('cash.drawer.loading')} extra={tools} onClose={onClose} destroyOnHidden>
      {account ? <AccountSummary account={account} /> : <Spin />}
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <Select<LedgerEntryKind>
          allowClear placeholder={t('cash.drawer.allKinds')} aria-label={t('cash.entry.kind')} style={{ width: 180 }} value={kind}
          options={LEDGER_ENTRY_KINDS.map((value) => ({ value, label: t(`cash.kind.${value}`) }))}
          onChange={(value) => { setKind(value); setCurrentPage(1); }}
        />
      </Flex>
      <Table<LedgerEntryView>
        size="small" bordered rowKey="id" loading={entries.isFetching} columns={columns} dataSource={entries.data?.list} scroll={{ x: 'max-content' }}
        pagination={{
          current: currentPage, pageSize: LEDGER_PAGE_SIZE, total: entries.data?.total ?? 0, showSizeChanger: false,
          showTotal: (total) => t('cash.drawer.total', { total }), onChange: setCurrentPage,
        }}
      />
      {dialog?.kind === 'adjust' && account && <AdjustBalanceModal account={account} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'limit' && account && <CreditLimitModal account={account} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reverse' && <ReverseEntryModal entry={dialog.entry} currency={currency} onClose={() => setDialog(null)} />}
    </Drawer>
  );
}
