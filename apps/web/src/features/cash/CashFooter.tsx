import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandOutput, listCashAccounts } from '@parcelflow/contract';
import { groupedAmount, RedWhenNegative } from './amountText.tsx';
import { leadingColumns } from './cashAccountColumns.tsx';

type Props = { footer: CommandOutput<typeof listCashAccounts>['footer']; showCarrier: boolean };

/** The sums of the whole filtered list, one row per currency, under their columns (inside a Table.Summary). */
export function CashFooter({ footer, showCarrier }: Props) {
  const { t } = useTranslation();
  const leading = leadingColumns(showCarrier);
  return footer.map((sum, row) => (
    <Table.Summary.Row key={sum.currency}>
      <Table.Summary.Cell index={0} colSpan={leading}>{row === 0 && <strong>{t('cash.list.footer')}</strong>}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading}>{sum.currency}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 1} align="right"><RedWhenNegative text={sum.balance} /></Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 2} align="right">{groupedAmount(sum.reserved)}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 3} align="right"><RedWhenNegative text={sum.available} /></Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 4} colSpan={2} />
    </Table.Summary.Row>
  ));
}
