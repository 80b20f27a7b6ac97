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

/** The lines of a totalled column; declared values of different currencies do not add up: one line each, by code. */
const TOTALLED: Partial<Record<OrderColumnKey, (footer: OrderListTotals, language: string) => string[]>> = {
  pieces: (footer, language) => [formatNumber(footer.pieces, language, 0)],
  weight: (footer, language) => [formatNumber(footer.weight, language, 3)],
  declaredValue: (footer, language) => Object.entries(footer.declaredValues).sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, value]) => `${formatNumber(value, language, 2)} ${currency}`.trim()),
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
            {totalled?.(footer, i18n.language).map((line) => <div key={line}><strong>{line}</strong></div>)}
          </Table.Summary.Cell>
        );
      })}
    </Table.Summary.Row>
  );
}
