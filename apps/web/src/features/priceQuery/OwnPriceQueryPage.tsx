import { useState } from 'react';
import { Card, Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { comparePricesInput, partnerCarrierComboBox } from '@parcelflow/contract';
import { useProfile } from '../../app/profile.ts';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { useQueryOwnPrices } from './api.ts';
import { QuoteTable } from './QuoteTable.tsx';
import { TrialForm } from './TrialForm.tsx';

/**
 * financeManagement/pricequerysht: a customer's login prices its shipment at its own prices; a cargo owner at one
 * partner carrier's, or across all of them when it picks none.
 */
export function OwnPriceQueryPage() {
  const { t } = useTranslation();
  const query = useQueryOwnPrices();
  const asOwner = useProfile().data?.companyKind === 'cargoOwner';
  const [carrier, setCarrier] = useState<string>();
  const head = asOwner && (
    <Col xs={24} sm={12} md={6}>
      <Form.Item name="carrierCompanyNo" label={t('priceQuery.form.carrier')}>
        <RemoteSelect
          command={partnerCarrierComboBox} allowClear placeholder={t('priceQuery.form.carrierPlaceholder')} aria-label={t('priceQuery.form.carrier')}
          onPick={(item) => setCarrier(item ? String(item.value) : undefined)}
        />
      </Form.Item>
    </Col>
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card size="small" title={t('menu.priceQueryOwn')}>
        <TrialForm name="queryOwnPrices" schema={comparePricesInput} head={head} carrierCompanyNo={carrier} loading={query.isPending} onSubmit={(input) => query.mutate(input)} />
      </Card>
      {query.data && <QuoteTable result={query.data} />}
    </div>
  );
}
