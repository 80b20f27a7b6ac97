import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandOutput, listBillLines } from '@parcelflow/contract';
import { MoneyText } from './amountLines.tsx';
import { LINE_COLUMNS_BEFORE_AMOUNT } from './billLineColumns.tsx';

type Props = { footer: CommandOutput<typeof listBillLines>['footer']; extraColumns: number };

/** The sums of the whole filtered list of lines, one row per currency under the amount; `extraColumns` are antd's selection and expand columns. */
export function BillLineFooter({ footer, extraColumns }: Props) {
  const { t } = useTranslation();
  const leading = extraColumns + LINE_COLUMNS_BEFORE_AMOUNT;
  return footer.map((sum, row) => (
    <Table.Summary.Row key={sum.currency}>
      <Table.Summary.Cell index={0} colSpan={leading}>{row === 0 && <strong>{t('bill.list.footer')}</strong>}</Table.Summary.Cell>
      <Table.Summary.Cell index={leading} align="right"><MoneyText amount={sum.amount} currency={sum.currency} /></Table.Summary.Cell>
      <Table.Summary.Cell index={leading + 1} />
    </Table.Summary.Row>
  ));
}
