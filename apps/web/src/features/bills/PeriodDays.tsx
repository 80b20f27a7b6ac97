import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILL_PERIODS, periodDays, type BillPeriod } from '@parcelflow/contract';

type Props = { period: BillPeriod | undefined; day: string };

/** The days the generation bills: the chosen period's, or each period's when all are billed. */
export function PeriodDays({ period, day }: Props) {
  const { t } = useTranslation();
  const daysOf = (kind: BillPeriod) => {
    const { from, to } = periodDays(kind, day);
    return from === to ? from : t('bill.generate.range', { from, to });
  };
  const lines = (period ? [period] : BILL_PERIODS).map((kind) => (
    <div key={kind}>{t('bill.generate.periodDays', { period: t(`bill.period.${kind}`), days: daysOf(kind) })}</div>
  ));
  return <Alert type="info" showIcon title={t('bill.generate.billed')} description={lines} style={{ marginBottom: 16 }} />;
}
