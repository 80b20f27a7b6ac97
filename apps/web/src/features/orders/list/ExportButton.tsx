import { ExportOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_EXPORT_COLUMNS, type ListOrdersInput, type OrderExportColumn, type StartOrderExportInput, type TaskView } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { callCommand } from '../../../app/envelope.ts';
import { TASKS_KEY } from '../../tasks/api.ts';
import { useTaskBox } from '../../tasks/useTaskBox.ts';

type Props = { listInput: ListOrdersInput; columns: readonly string[] };

/** Exports the list as it is filtered, sorted and with the columns shown, as a background task. */
export function ExportButton({ listInput, columns }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const taskBox = useTaskBox();
  const start = useMutation({
    mutationFn: (input: StartOrderExportInput) => callCommand<TaskView>('main', 'startOrderExport', input),
    onSuccess: () => {
      taskBox.started('export');
      void message.success(t('orderList.export.started'));
      return queryClient.invalidateQueries({ queryKey: TASKS_KEY });
    },
  });
  const run = () => {
    const { pageSize: _size, currentPage: _page, sortMaxRow: _max, withTotals: _totals, ...filters } = listInput;
    const exported = columns.filter((column): column is OrderExportColumn => (ORDER_EXPORT_COLUMNS as readonly string[]).includes(column));
    start.mutate({ ...filters, columns: exported, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  };
  return <Button icon={<ExportOutlined />} loading={start.isPending} onClick={run}>{t('orderList.export.button')}</Button>;
}
