import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderListTotals } from '@parcelflow/contract';
import type { OrderColumnKey } from './listConfigs.ts';
import { formatNumber } from './listFormat.ts';

type Props = {
  columns: readonly OrderColumnKey[];
  /** Cells before the data columns: row selection, row expansion. */
  leading: number;
  total: number;
  footer: OrderListTotals;
};

const TOTALLED: Partial<Record<OrderColumnKey, { field: keyof OrderListTotals; decimals: number }>> = {
  pieces: { field: 'pieces', decimals: 0 },
  weight: { field: 'weight', decimals: 3 },
  declaredValue: { field: 'declaredValue', decimals: 2 },
};

/** The totals of the whole filtered set (not only the page) under their columns; goes inside a Table.Summary. */
export function OrderTotalsRow({ columns, leading, total, footer }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table.Summary.Row>
      {leading > 0 && <Table.Summary.Cell index={0} colSpan={leading} />}
      {columns.map((key, index) => {
        const totalled = TOTALLED[key];
        const cellIndex = leading + index;
        if (index === 0) return <Table.Summary.Cell key={key} index={cellIndex}><strong>{t('orderList.totals.label', { count: total })}</strong></Table.Summary.Cell>;
        return (
          <Table.Summary.Cell key={key} index={cellIndex} align={totalled ? 'right' : undefined}>
            {totalled && <strong>{formatNumber(footer[totalled.field], i18n.language, totalled.decimals)}</strong>}
          </Table.Summary.Cell>
        );
      })}
    </Table.Summary.Row>
  );
}
