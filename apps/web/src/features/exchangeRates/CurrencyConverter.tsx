import { useState } from 'react';
import { Alert, App, Button, DatePicker, Form, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { convertAmountInput, exchangeRateFields, type ConvertAmountOutput } from '@parcelflow/contract';
import { CommandFailure } from '../../app/envelope.ts';
import { describeFailure } from '../../app/failures/planFailure.ts';
import { validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { useConvertAmount } from './api.ts';
import { CURRENCY_OPTIONS, DAY, differentCurrencyRule } from './currencyFields.ts';
import { ConversionResult } from './ConversionResult.tsx';

type Values = { amount?: string; fromCurrency?: string; toCurrency?: string; day?: Dayjs };
type Asked = { fromCurrency: string; toCurrency: string; day: string };
/** The last answer; converted null: no rate was in force for the pair on the day. */
type Outcome = { asked: Asked; converted: ConvertAmountOutput | null };

/** An amount converted at the rate in force on a day (convertAmount), with the rate used and the row it comes from. */
export function CurrencyConverter() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const convert = useConvertAmount();
  const currencyItem = zodItem(exchangeRateFields.fromCurrency, t);

  const onFailure = (asked: Asked) => (error: Error) => {
    // An ended session goes to the login page on its own (FailureWatcher), silent or not.
    if (!(error instanceof CommandFailure) || error.code === 404 || error.code === 503) return;
    if (error.params.field === 'day' && error.params.reason === 'notFound') setOutcome({ asked, converted: null });
    else void message.error(describeFailure(error, t));
  };
  const submit = (values: Values) => {
    const input = validateForm(form, convertAmountInput, { ...values, day: values.day?.format(DAY) }, t);
    if (!input) return;
    const asked = { fromCurrency: input.fromCurrency, toCurrency: input.toCurrency, day: input.day };
    setOutcome(null);
    convert.mutate(input, { onSuccess: (converted) => setOutcome({ asked, converted }), onError: onFailure(asked) });
  };
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text strong>{t('exchangeRate.convert.title')}</Typography.Text>
      <Form form={form} name="exchangeRateConvert" layout="inline" initialValues={{ fromCurrency: 'USD', toCurrency: 'RMB', day: dayjs().startOf('day') }} onFinish={submit} style={{ rowGap: 8, marginTop: 8 }}>
        <Form.Item name="amount" label={t('exchangeRate.convert.amount')} {...zodItem(convertAmountInput.shape.amount, t)}>
          <InputNumber stringMode controls={false} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="fromCurrency" label={t('exchangeRate.convert.from')} {...currencyItem}>
          <Select options={CURRENCY_OPTIONS} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="toCurrency" label={t('exchangeRate.convert.to')} dependencies={['fromCurrency']} required rules={[...currencyItem.rules, differentCurrencyRule(t)]}>
          <Select options={CURRENCY_OPTIONS} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="day" label={t('exchangeRate.convert.day')} required>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={convert.isPending}>{t('exchangeRate.convert.submit')}</Button>
        </Form.Item>
      </Form>
      {outcome && (
        <div style={{ marginTop: 8 }}>
          {outcome.converted ? (
            <ConversionResult asked={outcome.asked} converted={outcome.converted} />
          ) : (
            <Alert type="warning" showIcon title={t('exchangeRate.convert.noRate', { ...outcome.asked })} />
          )}
        </div>
      )}
    </div>
  );
}
