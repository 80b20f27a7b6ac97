import { Card, Col, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { customerComboBox, freightTrialInput, RATE_CARD_KINDS } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { useFreightTrial } from './api.ts';
import { QuoteTable } from './QuoteTable.tsx';
import { TrialForm } from './TrialForm.tsx';

/** financeManagement/pricequery: staff price a shipment on every channel, for a customer or at cost, and compare. */
export function PriceQueryPage() {
  const { t } = useTranslation();
  const trial = useFreightTrial();
  const seesCost = useFunction('rateCard.cost').usable;
  const kinds = RATE_CARD_KINDS.filter((kind) => kind === 'sell' || seesCost).map((kind) => ({ value: kind, label: t(`priceQuery.kind.${kind}`) }));
  const head = (
    <>
      <Col xs={24} sm={12} md={5}>
        <Form.Item name="customerId" label={t('priceQuery.form.customer')}>
          <RemoteSelect command={customerComboBox} allowClear placeholder={t('priceQuery.form.customerPlaceholder')} aria-label={t('priceQuery.form.customer')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={3}>
        <Form.Item name="kind" label={t('priceQuery.form.kind')}>
          <Select options={kinds} aria-label={t('priceQuery.form.kind')} />
        </Form.Item>
      </Col>
    </>
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card size="small" title={t('menu.priceQuery')}>
        <TrialForm name="freightTrial" schema={freightTrialInput} head={head} loading={trial.isPending} onSubmit={(input) => trial.mutate(input)} />
      </Card>
      {trial.data && <QuoteTable result={trial.data} />}
    </div>
  );
}
