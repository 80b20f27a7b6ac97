import { useState } from 'react';
import { CloseOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isActive, useMyTasks } from './api.ts';
import { TaskItem } from './TaskItem.tsx';
import { useDockHeight } from './useDockHeight.ts';
import { useTaskBox } from './useTaskBox.ts';
import { useTaskNotices } from './useTaskNotices.tsx';
import { useTaskWatch } from './useTaskWatch.ts';
import './tasks.css';

/**
 * The progress box of imports, exports and batch checks (screens-protocol.md section 4), shown per user. It is
 * docked under the page, which gives it the room (never laid over the list, its pager or its row actions); it opens
 * when a task starts and folds to its title bar once none is under way, each ended task told in a notification.
 */
export function TaskBox() {
  const { t } = useTranslation();
  const box = useTaskBox();
  const tasks = useMyTasks();
  const notify = useTaskNotices();
  // At sign-in with nothing under way the box shows folded, without saving anything: the user's own choice stays.
  const [idle, setIdle] = useState(false);
  const folded = box.folded || idle;
  const setFolded = (fold: boolean) => {
    setIdle(false);
    if (fold !== box.folded) box.setFolded(fold);
  };
  useTaskWatch(tasks.data, box.loaded, {
    started: () => {
      setIdle(false);
      if (!box.shown || box.folded) box.open();
    },
    ended: notify,
    allEnded: () => box.shown && setFolded(true),
    idle: () => setIdle(true),
  });
  const dockRef = useDockHeight(box.shown);
  if (!box.shown) return null;
  const running = tasks.data?.filter(isActive).length ?? 0;
  return (
    <Card
      ref={dockRef}
      size="small"
      className="task-box"
      role="region"
      aria-label={t('task.title')}
      title={running ? t('task.titleRunning', { count: running }) : t('task.title')}
      classNames={{ body: folded ? 'task-box-folded' : undefined }}
      extra={(
        <>
          {box.exports > 0 && <Typography.Text type="secondary" className="task-box-exports">{t('task.exports', { count: box.exports })}</Typography.Text>}
          <Button
            type="text" size="small" icon={folded ? <UpOutlined /> : <DownOutlined />}
            aria-label={t(folded ? 'task.unfold' : 'task.fold')} aria-expanded={!folded} onClick={() => setFolded(!folded)}
          />
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('task.hide')} onClick={() => box.setShown(false)} />
        </>
      )}
    >
      {tasks.isPending && <Spin />}
      {tasks.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('task.empty')} />}
      <div className="task-box-list" role="list">{tasks.data?.map((task) => <TaskItem key={task.id} task={task} />)}</div>
    </Card>
  );
}
