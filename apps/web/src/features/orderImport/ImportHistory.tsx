import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { describeRowProblem, matchLanguage, DEFAULT_LANGUAGE, type ExcelRowProblem, type TaskView } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_COLOURS, useMyTasks } from '../tasks/api.ts';
import { downloadTaskFile, failureOf, importOutcome } from '../tasks/taskOutcome.ts';
import { ImportedOrdersLink } from './ImportedOrdersLink.tsx';

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

const hasProblems = (task: TaskView) => Boolean(task.errorInfo?.importErrors?.length);

/**
 * The user's recent imports: how each went, the orders it created (the order list opened on them), its problems
 * (shown under the row) and the error report to fix the file in place.
 */
export function ImportHistory() {
  const { t } = useTranslation();
  const imports = (useMyTasks().data ?? []).filter((task) => task.type === 'orderImport');
  const [opened, setOpened] = useState<number[]>([]);
  const toggle = (id: number) => setOpened(opened.includes(id) ? opened.filter((open) => open !== id) : [...opened, id]);
  // Not a PagedTable: listMyTasks answers the user's recent tasks at once (the progress box's list), not pages.
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={imports}
      locale={{ emptyText: t('orderImport.noImports') }}
      // The problems open from the row's own link, so no column of toggles stands empty for the imports that had none.
      expandable={{ showExpandColumn: false, expandedRowKeys: opened, rowExpandable: hasProblems, expandedRowRender: (task) => <ProblemList task={task} /> }}
      columns={[
        { key: 'createdAt', title: t('orderImport.when'), width: 170, render: (_, task) => dayjs(task.createdAt).format('YYYY-MM-DD HH:mm:ss') },
        { key: 'status', title: t('order.field.status'), width: 110, render: (_, task) => <Tag color={TASK_STATUS_COLOURS[task.status]}>{t(`task.status.${task.status}`)}</Tag> },
        {
          key: 'outcome', title: t('orderImport.outcome'),
          render: (_, task) => (task.errorInfo ? <Typography.Text type="danger">{failureOf(task, t)}</Typography.Text> : (importOutcome(task, t) ?? '')),
        },
        {
          key: 'actions', title: t('orderImport.actions'), width: 320,
          render: (_, task) => (
            <Space size={16} wrap>
              <ImportedOrdersLink task={task} />
              {hasProblems(task) && (
                <Button size="small" type="link" aria-expanded={opened.includes(task.id)} onClick={() => toggle(task.id)}>
                  {t(opened.includes(task.id) ? 'orderImport.hideProblems' : 'orderImport.showProblems')}
                </Button>
              )}
              {task.resultFileId && <Button size="small" type="link" onClick={() => void downloadTaskFile(task)}>{t('task.errorReport')}</Button>}
            </Space>
          ),
        },
      ]}
    />
  );
}
