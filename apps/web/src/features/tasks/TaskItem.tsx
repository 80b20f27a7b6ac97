import { Button, Progress, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TaskView } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { isActive, TASK_STATUS_COLOURS, useCancelTask, useTerminateTask } from './api.ts';
import { downloadTaskFile, failureOf, hasErrorReport, importOutcome } from './taskOutcome.ts';

function percentOf(task: TaskView): number {
  if (task.status === 'succeeded') return 100;
  return task.progress.total ? Math.floor((task.progress.done / task.progress.total) * 100) : 0;
}

/** One task of the progress box: what it is, how far it got, and what can be done with it. */
export function TaskItem({ task }: { task: TaskView }) {
  const { t } = useTranslation();
  const cancel = useCancelTask();
  const terminate = useTerminateTask();
  const failure = failureOf(task, t);
  const outcome = importOutcome(task, t);
  return (
    <div className="task-item" role="listitem">
      <Space className="task-item-head" wrap>
        <Typography.Text strong>{t(`task.type.${task.type}`, { defaultValue: task.type })}</Typography.Text>
        <Tag color={TASK_STATUS_COLOURS[task.status]}>{t(`task.status.${task.status}`)}</Tag>
        <Typography.Text type="secondary">{dayjs(task.createdAt).format('MM-DD HH:mm:ss')}</Typography.Text>
      </Space>
      {isActive(task) && <Progress percent={percentOf(task)} size="small" status="active" />}
      {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
      {outcome && <Typography.Text type="secondary">{outcome}</Typography.Text>}
      <Space size={16} wrap>
        {task.resultFileId && (
          <Button size="small" type="link" onClick={() => void downloadTaskFile(task)}>{t(hasErrorReport(task) ? 'task.errorReport' : 'task.download')}</Button>
        )}
        {isActive(task) && !task.cancelRequested && (
          <Button size="small" type="link" onClick={() => cancel.mutate({ taskId: task.id })}>{t('task.cancel')}</Button>
        )}
        {task.status === 'running' && (
          <Button size="small" type="link" danger onClick={() => terminate.mutate({ taskId: task.id })}>{t('task.terminate')}</Button>
        )}
      </Space>
    </div>
  );
}
