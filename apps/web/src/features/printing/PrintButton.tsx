import { useState } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { printOrderFilter, type ListOrdersInput, type OrderKind, type PrintSelection } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PrintDialog } from './PrintDialog.tsx';

type Props = {
  /** The chosen rows' ids. */
  selectedIds: number[];
  /** The list as it is filtered, and how many orders match, for "print all filtered". */
  listInput: ListOrdersInput;
  total: number | undefined;
  transportMode: OrderKind;
  onPrinted?: () => void;
};

/** Prints the chosen orders, or every order the list's filters match, for those allowed to print. */
export function PrintButton({ selectedIds, listInput, total, transportMode, onPrinted }: Props) {
  const { t } = useTranslation();
  const grant = useFunction('order.print');
  const [open, setOpen] = useState<{ selection: PrintSelection; count: number } | null>(null);
  if (!grant.visible) return null;
  const printSelected = () => setOpen({ selection: { by: 'ids', ids: selectedIds }, count: selectedIds.length });
  const printFiltered = () => setOpen({ selection: { by: 'filter', filter: printOrderFilter.parse(listInput) }, count: total ?? 0 });
  return (
    <>
      <Space.Compact>
        <Button icon={<PrinterOutlined />} disabled={!grant.usable || (!selectedIds.length && !total)} onClick={selectedIds.length ? printSelected : printFiltered}>
          {selectedIds.length ? t('print.button.selected', { count: selectedIds.length }) : t('print.button.filtered', { count: total ?? 0 })}
        </Button>
        <Dropdown
          disabled={!grant.usable || !total}
          menu={{ items: [{ key: 'filtered', label: t('print.button.filtered', { count: total ?? 0 }) }], onClick: printFiltered }}
        >
          <Button icon={<DownOutlined />} aria-label={t('print.button.more')} />
        </Dropdown>
      </Space.Compact>
      {open && <PrintDialog {...open} transportMode={transportMode} onClose={() => setOpen(null)} onPrinted={onPrinted} />}
    </>
  );
}
