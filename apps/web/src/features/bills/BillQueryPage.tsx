import { useMemo, useState } from 'react';
import { Alert, App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BILL_CONFIRM_STATUSES, BILL_PERIODS, BILL_WRITE_OFF_STATUSES, CURRENCIES, listBills, type BillGenerationResult, type BillView, type TaskView,
} from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { commandKeyOf } from '../../app/command.ts';
import { useProfile } from '../../app/profile.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { DunningReminderAlert } from '../dunning/DunningReminderAlert.tsx';
import { StaffCustomerSelect } from '../recharge/CustomerSelect.tsx';
import { useCustomerChoice } from '../recharge/customerChoice.ts';
import { billColumns } from './billColumns.tsx';
import { BillFooter } from './BillFooter.tsx';
import { actionsWidth, BillRowActions } from './BillRowActions.tsx';
import { GenerateBillsModal } from './GenerateBillsModal.tsx';
import { useTaskEnd } from './useTaskEnd.ts';
import { WriteOffModal } from './WriteOffModal.tsx';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** financeManagement/billquery: the bills with their sums per currency; generation, confirmation and write-offs. */
export function BillQueryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showCarrier = useProfile().data?.companyKind === 'cargoOwner';
  const pickCustomer = useCustomerChoice() === 'staff';
  const generateRight = useFunction('bill.generate');
  const confirm = useFunction('bill.confirm');
  const writeOff = useFunction('bill.writeOff');
  const bills = usePagedList(listBills);
  const [generating, setGenerating] = useState(false);
  const [writingOff, setWritingOff] = useState<BillView | null>(null);
  const watchGeneration = useTaskEnd((task: TaskView) => {
    void queryClient.invalidateQueries({ queryKey: commandKeyOf(listBills) });
    const result = task.result as Partial<BillGenerationResult> | null;
    if (task.status === 'succeeded' && result?.bills !== undefined) void message.success(t('bill.generate.done', { bills: result.bills, customers: result.customers ?? 0, lines: result.lines ?? 0 }));
  });
  // The grants are compared by what they allow: a new object of the same rights keeps the columns.
  const [confirmVisible, confirmUsable, writeOffVisible, writeOffUsable] = [confirm.visible, confirm.usable, writeOff.visible, writeOff.usable];
  const columns = useMemo(() => {
    const rights = { confirm: { visible: confirmVisible, usable: confirmUsable }, writeOff: { visible: writeOffVisible, usable: writeOffUsable } };
    return billColumns(t, {
      showCarrier,
      actions: { width: actionsWidth(rights), render: (bill) => <BillRowActions bill={bill} rights={rights} onWriteOff={setWritingOff} /> },
    });
  }, [t, showCarrier, confirmVisible, confirmUsable, writeOffVisible, writeOffUsable]);
  const footer = bills.query.data?.footer ?? [];
  return (
    <Card
      size="small"
      title={t('bill.list.title')}
      extra={generateRight.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!generateRight.usable} onClick={() => setGenerating(true)}>{t('bill.generate.action')}</Button>
      )}
    >
      <Alert type="info" showIcon title={t('bill.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="billFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('bill.filter.keyword'), placeholder: t('bill.filter.keywordPlaceholder'), maxLength: 60 },
          pickCustomer && { kind: 'custom', name: 'customerId', label: t('bill.field.customer'), input: <StaffCustomerSelect /> },
          { kind: 'enum', name: 'period', label: t('bill.field.periodKind'), values: BILL_PERIODS, labels: 'bill.period' },
          { kind: 'enum', name: 'confirmStatus', label: t('bill.field.confirmStatus'), values: BILL_CONFIRM_STATUSES, labels: 'bill.confirmStatus' },
          { kind: 'enum', name: 'writeOffStatus', label: t('bill.field.writeOffStatus'), values: BILL_WRITE_OFF_STATUSES, labels: 'bill.writeOffStatus' },
          { kind: 'select', name: 'currency', label: t('bill.field.currency'), options: CURRENCY_OPTIONS },
          { kind: 'dateRange', name: 'date', label: t('bill.filter.billDate') },
        ]}
        onSearch={bills.search}
      />
      {/* A customer's login sees here the payment reminders it has not read. */}
      <DunningReminderAlert />
      <PagedTable<BillView>
        list={bills} columns={columns} rowKey="id" totalText={(total) => t('bill.list.total', { total })} emptyText={t('bill.list.empty')}
        summary={footer.length > 0 && <BillFooter footer={footer} showCarrier={showCarrier} />}
      />
      {generating && <GenerateBillsModal onStarted={watchGeneration} onClose={() => setGenerating(false)} />}
      {writingOff && <WriteOffModal bill={writingOff} onClose={() => setWritingOff(null)} />}
    </Card>
  );
}
