import { App, Button } from 'antd';
import type { TaskView } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { downloadTaskFile, failureOf, hasErrorReport, importOutcome } from './taskOutcome.ts';

/** How long an outcome without a file stays; one with a file (an export's download) stays until used or closed. */
const NOTICE_SECONDS = 8;

/**
 * Tells the user a task of theirs ended, wherever they are: what it came to and, when it made a file, the
 * download (a finished export's file, an import's error report), so nobody has to open the box for it.
 */
export function useTaskNotices(): (task: TaskView) => void {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  return (task) => {
    if (task.status !== 'succeeded' && task.status !== 'failed') return;
    const key = `task-${task.id}`;
    const file = task.resultFileId !== null;
    const download = () => void downloadTaskFile(task).then(() => notification.destroy(key));
    const description = task.status === 'failed' ? failureOf(task, t) : (importOutcome(task, t) ?? (file ? t('task.notice.fileReady') : undefined));
    notification[task.status === 'failed' ? 'error' : 'success']({
      key,
      title: t(`task.notice.${task.status}`, { type: t(`task.type.${task.type}`, { defaultValue: task.type }) }),
      description,
      actions: file && (
        <Button type="primary" size="small" onClick={download}>{t(hasErrorReport(task) ? 'task.errorReport' : 'task.download')}</Button>
      ),
      duration: file ? 0 : NOTICE_SECONDS,
    });
  };
}
