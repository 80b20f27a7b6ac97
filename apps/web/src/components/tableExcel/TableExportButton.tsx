import { ExportOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { listMyTasks, type CommandInput, type TableCommands } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useCommandMutation } from '../../app/command.ts';
import { useTaskBox } from '../../features/tasks/useTaskBox.ts';

/** Only the export command is used: a table that is never imported (airports) declares that one alone. */
type Props<C extends Pick<TableCommands, 'startExport'>> = { commands: C; filter: CommandInput<C['startExport']> };

/** Exports the reference list as it is filtered, as a background task the progress box follows. */
export function TableExportButton<C extends Pick<TableCommands, 'startExport'>>({ commands, filter }: Props<C>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const taskBox = useTaskBox();
  const grant = useFunction(commands.startExport.permission);
  const start = useCommandMutation(commands.startExport, [listMyTasks]);
  if (!grant.visible) return null;
  const run = () => start.mutate(filter, {
    onSuccess: () => {
      taskBox.started('export');
      void message.success(t('tableExcel.exportStarted'));
    },
  });
  return <Button size="small" icon={<ExportOutlined />} disabled={!grant.usable} loading={start.isPending} onClick={run}>{t('tableExcel.export')}</Button>;
}
