import { Col, DatePicker, Form, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { exchangeRateFields, listExchangeRates, saveExchangeRate, type ExchangeRateView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { CURRENCY_OPTIONS, DAY, differentCurrencyRule } from './currencyFields.ts';

type Props = { row: ExchangeRateView | null; onClose: () => void };

/** A new rate (row null) or a change: 1 from-currency = rate to-currency from the first day on. */
export function ExchangeRateFormModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  const currencyItem = zodItem(exchangeRateFields.fromCurrency, t);
  const initialValues = row
    ? { fromCurrency: row.fromCurrency, toCurrency: row.toCurrency, effectiveDate: dayjs(row.effectiveDate), rate: row.rate }
    : { effectiveDate: dayjs().startOf('day') };
  return (
    <CommandFormModal
      command={saveExchangeRate}
      invalidates={[listExchangeRates]}
      title={t(row ? 'exchangeRate.form.editTitle' : 'exchangeRate.form.newTitle')}
      savedText={t('exchangeRate.form.saved')}
      initialValues={initialValues}
      inputOf={(values) => ({ ...values, id: row?.id, effectiveDate: (values.effectiveDate as Dayjs | undefined)?.format(DAY) })}
      fieldsWithOwnRules={['toCurrency']}
      onClose={onClose}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="fromCurrency" label={t('exchangeRate.field.fromCurrency')} {...currencyItem}>
            <Select options={CURRENCY_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="toCurrency" label={t('exchangeRate.field.toCurrency')} dependencies={['fromCurrency']}
            required rules={[...currencyItem.rules, differentCurrencyRule(t)]}
          >
            <Select options={CURRENCY_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="effectiveDate" label={t('exchangeRate.field.effectiveDate')} tooltip={t('exchangeRate.form.effectiveDateHint')} required>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          {/* stringMode: the rate stays the decimal text typed, never a float. */}
          <Form.Item name="rate" label={t('exchangeRate.field.rate')} extra={t('exchangeRate.form.rateHint')} {...zodItem(exchangeRateFields.rate, t)}>
            <InputNumber stringMode controls={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
