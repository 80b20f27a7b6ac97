import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillAmountView } from '@parcelflow/contract';
import { moneyOf } from './amountLines.tsx';
import { columnsBeforeAmounts } from './billColumns.tsx';

type Props = { footer: readonly BillAmountView[]; showCarrier: boolean };

/**
 * The sums of the whole filtered list, one row per currency (inside a Table.Summary): the amount and what is open under
 * their columns, what was written off beside them; the pinned actions column keeps a cell of its own.
 */
export function BillFooter({ footer, showCarrier }: Props) {
  const { t } = useTranslation();
  const leading = columnsBeforeAmounts(showCarrier);
  return footer.map((sum, row) => (
    <Table.Summary.Row key={sum.currency}>
      <Table.Summary.Cell index={0} colSpan={leading}>{row === 0 && <strong>{t('bill.list.footer')}</strong>}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading} align="right">{moneyOf(sum.amount, sum.currency)}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 1} align="right">{moneyOf(sum.open, sum.currency)}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 2} colSpan={2}>
        <Typography.Text type="secondary">{t('bill.list.writtenOffSum', { amount: moneyOf(sum.writtenOff, sum.currency) })}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 4} />
    </Table.Summary.Row>
  ));
}
