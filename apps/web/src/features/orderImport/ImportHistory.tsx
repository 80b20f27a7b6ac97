import { Button, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { describeRowProblem, matchLanguage, DEFAULT_LANGUAGE, type ExcelRowProblem, type TaskView } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { downloadCommand, saveBlob } from '../../app/transfer.ts';
import { TASK_STATUS_COLOURS, useMyTasks } from '../tasks/api.ts';
import { importOutcome } from '../tasks/taskOutcome.ts';

/** The rows a finished import refused, each with its sheet, row, cell and reason in the user's language. */
function ProblemList({ task }: { task: TaskView }) {
  const { t, i18n } = useTranslation();
  const language = matchLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const problems = (task.errorInfo?.importErrors ?? []) as unknown as ExcelRowProblem[];
  return (
    <Table
      size="small"
      rowKey={(problem) => `${problem.sheet}-${problem.row}-${problem.cell ?? problem.field}`}
      pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
      dataSource={problems}
      columns={[
        { key: 'sheet', title: t('orderImport.problem.sheet'), dataIndex: 'sheet', width: 140 },
        { key: 'row', title: t('orderImport.problem.row'), dataIndex: 'row', width: 80 },
        { key: 'cell', title: t('orderImport.problem.cell'), dataIndex: 'cell', width: 80 },
        { key: 'reason', title: t('orderImport.problem.reason'), render: (_, problem) => describeRowProblem(problem, language) },
      ]}
    />
  );
}

/** The user's recent imports: how each went, and the error report to fix the file in place. */
export function ImportHistory() {
  const { t } = useTranslation();
  const imports = (useMyTasks().data ?? []).filter((task) => task.type === 'orderImport');
  const report = (task: TaskView) => void downloadCommand('file', 'fileDownload', { fileId: task.resultFileId }, 'errors.xlsx').then(saveBlob);
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={imports}
      locale={{ emptyText: t('orderImport.noImports') }}
      expandable={{ rowExpandable: (task) => Boolean(task.errorInfo?.importErrors?.length), expandedRowRender: (task) => <ProblemList task={task} /> }}
      columns={[
        { key: 'createdAt', title: t('orderImport.when'), width: 170, render: (_, task) => dayjs(task.createdAt).format('YYYY-MM-DD HH:mm:ss') },
        { key: 'status', title: t('order.field.status'), width: 110, render: (_, task) => <Tag color={TASK_STATUS_COLOURS[task.status]}>{t(`task.status.${task.status}`)}</Tag> },
        {
          key: 'outcome', title: t('orderImport.outcome'),
          render: (_, task) => {
            if (task.errorInfo) return <Typography.Text type="danger">{t(`hint.${task.errorInfo.code}`, { ...task.errorInfo.params, defaultValue: String(task.errorInfo.code) })}</Typography.Text>;
            return importOutcome(task, t) ?? '';
          },
        },
        { key: 'report', width: 160, render: (_, task) => task.resultFileId && <Button size="small" type="link" onClick={() => report(task)}>{t('task.errorReport')}</Button> },
      ]}
    />
  );
}
