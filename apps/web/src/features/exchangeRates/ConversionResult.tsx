import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConvertAmountOutput } from '@parcelflow/contract';

type Props = { asked: { fromCurrency: string; toCurrency: string }; converted: ConvertAmountOutput };

/** "353.76 THB" and where its rate comes from: the pair's own row, or the inverse of the reverse pair's. */
export function ConversionResult({ asked, converted }: Props) {
  const { t } = useTranslation();
  const { source } = converted;
  const inverse = source.fromCurrency !== asked.fromCurrency;
  const params = { rate: converted.rate, from: source.fromCurrency, to: source.toCurrency, day: source.effectiveDate, sourceRate: source.rate };
  return (
    <Space size={12} wrap>
      <Typography.Text strong style={{ fontSize: 16 }}>{t('exchangeRate.convert.result', { amount: converted.amount, currency: asked.toCurrency })}</Typography.Text>
      <Typography.Text type="secondary">{t(inverse ? 'exchangeRate.convert.inverse' : 'exchangeRate.convert.direct', params)}</Typography.Text>
    </Space>
  );
}
