import { useCallback, useMemo, useState, type Key } from 'react';
import { App, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, listBillLines, type BillLineView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { useBaseDataOptions } from '../baseData/useBaseDataOptions.ts';
import { CheckboxFilter } from '../cash/CheckboxFilter.tsx';
import { QuoteBreakdown } from '../priceQuery/QuoteBreakdown.tsx';
import { StaffCustomerSelect } from '../recharge/CustomerSelect.tsx';
import { useCustomerChoice } from '../recharge/customerChoice.ts';
import { useTaskBox } from '../tasks/useTaskBox.ts';
import { useBill, useExportBillLines } from './api.ts';
import { BillHeaderCard } from './BillHeaderCard.tsx';
import { BillLineFooter } from './BillLineFooter.tsx';
import { billLineColumns } from './billLineColumns.tsx';
import { confirmable } from './BillRowActions.tsx';
import { BillSelect } from './BillSelect.tsx';
import { DisputeLinesModal } from './DisputeLinesModal.tsx';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** The lines, filtered; searched for one bill, its header with confirm and the dispute of the lines selected. */
export function BillLines({ billId: addressed }: { billId: number | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const taskBox = useTaskBox();
  const { nameOf } = useBaseDataOptions();
  const pickCustomer = useCustomerChoice() === 'staff';
  const confirm = useFunction('bill.confirm');
  const lines = usePagedList(listBillLines, addressed ? { billId: addressed } : {});
  const billId = lines.filters.billId;
  const bill = useBill(billId).data?.bill;
  const startExport = useExportBillLines();
  // The selection spans pages: the lines themselves are kept, to name them in the dispute.
  const [chosen, setChosen] = useState<BillLineView[]>([]);
  const selected = useMemo(() => chosen.map((line) => line.id), [chosen]);
  const [disputing, setDisputing] = useState(false);
  const columns = useMemo(() => billLineColumns(t), [t]);
  const shown = lines.data?.list;
  const select = useCallback((keys: Key[]) => {
    const onPage = new Map((shown ?? []).map((line) => [line.id, line]));
    setChosen((before) => keys.flatMap((key) => onPage.get(Number(key)) ?? before.find((line) => line.id === Number(key)) ?? []));
  }, [shown]);

  const selectable = Boolean(bill && confirm.visible && confirmable(bill));
  const search = (filters: Parameters<typeof lines.search>[0]) => {
    setChosen([]);
    lines.search(filters);
  };
  const exportLines = () => startExport.mutate(lines.filters, {
    onSuccess: () => {
      taskBox.started('export');
      void message.success(t('bill.export.started'));
    },
  });
  const footer = lines.query.data?.footer ?? [];
  const extraColumns = (selectable ? 1 : 0) + 1;
  return (
    <Card size="small" title={t('bill.lines.title')}>
      <FilterBar
        name="billLineFilters"
        initialValues={addressed ? { billId: addressed } : undefined}
        fields={[
          { kind: 'custom', name: 'billId', label: t('bill.field.billNo'), input: <BillSelect /> },
          { kind: 'text', name: 'keyword', label: t('bill.lines.keyword'), placeholder: t('bill.lines.keywordPlaceholder'), maxLength: 60 },
          pickCustomer && { kind: 'custom', name: 'customerId', label: t('bill.field.customer'), input: <StaffCustomerSelect /> },
          { kind: 'select', name: 'currency', label: t('bill.field.currency'), options: CURRENCY_OPTIONS },
          { kind: 'custom', name: 'disputedOnly', label: t('bill.lines.disputed'), input: <CheckboxFilter label={t('bill.lines.disputedOnly')} /> },
          { kind: 'dateRange', name: 'date', label: t('bill.lines.audited') },
        ]}
        onSearch={search}
      />
      {bill && <BillHeaderCard bill={bill} confirm={confirm} selected={selected.length} onDispute={() => setDisputing(true)} />}
      <PagedTable<BillLineView>
        list={lines} columns={columns} rowKey="id" totalText={(total) => t('bill.lines.total', { total })}
        selection={selectable ? { selected, onChange: select, preserve: true } : undefined}
        toolbar={selectable && <Typography.Text type="secondary">{t('bill.lines.selectToDispute')}</Typography.Text>}
        exportAction={{ label: t('bill.export.action'), loading: startExport.isPending, onExport: exportLines }}
        expandable={{
          rowExpandable: (line) => line.breakdown !== null,
          expandedRowRender: (line) => line.breakdown && <QuoteBreakdown price={line.breakdown} goodsTypeName={(code) => nameOf('goodsType', code)} />,
        }}
        summary={footer.length > 0 && <BillLineFooter footer={footer} extraColumns={extraColumns} />}
      />
      {disputing && bill && (
        <DisputeLinesModal
          billId={bill.id} billNo={bill.billNo} lines={chosen} onDisputed={() => setChosen([])} onClose={() => setDisputing(false)}
        />
      )}
    </Card>
  );
}
