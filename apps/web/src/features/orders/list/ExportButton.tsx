import { ExportOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { listMyTasks, ORDER_EXPORT_COLUMNS, startOrderExport, type ListOrdersInput, type OrderExportColumn } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { useCommandMutation } from '../../../app/command.ts';
import { useTaskBox } from '../../tasks/useTaskBox.ts';

type Props = { listInput: ListOrdersInput; columns: readonly string[] };

/** Exports the list as it is filtered, sorted and with the columns shown, as a background task. */
export function ExportButton({ listInput, columns }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const taskBox = useTaskBox();
  const start = useCommandMutation(startOrderExport, [listMyTasks]);
  const run = () => {
    const { pageSize: _size, currentPage: _page, sortMaxRow: _max, withTotals: _totals, ...filters } = listInput;
    const exported = columns.filter((column): column is OrderExportColumn => (ORDER_EXPORT_COLUMNS as readonly string[]).includes(column));
    start.mutate({ ...filters, columns: exported, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }, {
      onSuccess: () => {
        taskBox.started('export');
        void message.success(t('orderList.export.started'));
      },
    });
  };
  return <Button icon={<ExportOutlined />} loading={start.isPending} onClick={run}>{t('orderList.export.button')}</Button>;
}
