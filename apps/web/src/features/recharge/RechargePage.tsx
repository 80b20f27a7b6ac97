import { useMemo, useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, listRecharges, RECHARGE_STATUSES, type RechargeView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { downloadVoucher } from './api.ts';
import { rechargeColumns } from './rechargeColumns.tsx';
import { RechargeRowActions } from './RechargeRowActions.tsx';
import { RecordRechargeModal } from './RecordRechargeModal.tsx';
import { RejectRechargeModal } from './RejectRechargeModal.tsx';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** enterpriseManagement/recharge: transfers customers record and the cashier confirms (crediting the account) or rejects. */
export function RechargePage() {
  const { t } = useTranslation();
  const recordRight = useFunction('recharge.record');
  const confirmRight = useFunction('recharge.confirm');
  const recharges = usePagedList(listRecharges);
  const [recording, setRecording] = useState(false);
  const [rejecting, setRejecting] = useState<RechargeView | null>(null);
  const columns = useMemo(() => rechargeColumns(t, {
    // A failed download has already said why (the shell's hint).
    onVoucher: (recharge) => void downloadVoucher(recharge).catch(() => undefined),
    actions: confirmRight.visible ? (recharge) => <RechargeRowActions recharge={recharge} usable={confirmRight.usable} onReject={setRejecting} /> : undefined,
  }), [t, confirmRight.visible, confirmRight.usable]);
  return (
    <Card
      size="small"
      title={t('recharge.list.title')}
      extra={recordRight.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!recordRight.usable} onClick={() => setRecording(true)}>{t('recharge.list.record')}</Button>
      )}
    >
      <Alert type="info" showIcon title={t('recharge.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="rechargeFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('recharge.filter.keyword'), placeholder: t('recharge.filter.keywordPlaceholder'), maxLength: 60 },
          { kind: 'enum', name: 'status', label: t('recharge.field.status'), values: RECHARGE_STATUSES, labels: 'recharge.status' },
          { kind: 'select', name: 'currency', label: t('recharge.field.currency'), options: CURRENCY_OPTIONS },
          { kind: 'dateRange', name: 'recorded', label: t('recharge.filter.recorded') },
        ]}
        onSearch={recharges.search}
      />
      <PagedTable<RechargeView> list={recharges} columns={columns} rowKey="id" totalText={(total) => t('recharge.list.total', { total })} />
      {recording && <RecordRechargeModal onClose={() => setRecording(false)} />}
      {rejecting && <RejectRechargeModal recharge={rejecting} onClose={() => setRejecting(null)} />}
    </Card>
  );
}
