import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettlementSums } from '@parcelflow/contract';
import { groupedAmount, RedWhenNegative } from '../cash/amountText.tsx';
import { amountOrDash } from './settlementColumns.tsx';

type Props = { footer: readonly SettlementSums[]; leading: number };

/** The sums of every row per currency, under their columns (inside a Table.Summary); `leading` columns name the group. */
export function SettlementFooter({ footer, leading }: Props) {
  const { t } = useTranslation();
  return footer.map((sums, row) => (
    <Table.Summary.Row key={sums.currency}>
      <Table.Summary.Cell index={0} colSpan={leading}>{row === 0 && <strong>{t('settlement.footer')}</strong>}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading}>{sums.currency}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 1} align="right">{sums.orders}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 2} align="right">{groupedAmount(sums.receivable)}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 3} align="right">{groupedAmount(sums.billed)}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 4} align="right"><RedWhenNegative text={sums.unbilled} /></Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 5} align="right">{amountOrDash(sums.received)}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 6} align="right">{sums.balanceMovement === null ? '—' : <RedWhenNegative text={sums.balanceMovement} />}</Table.Summary.Cell>
    </Table.Summary.Row>
  ));
}
