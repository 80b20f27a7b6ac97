import { CloudSyncOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { isActive, useMyTasks } from './api.ts';
import { useTaskBox } from './useTaskBox.ts';

/** The header button that shows or hides the progress box, with how many tasks are under way. */
export function TaskBoxButton() {
  const { t } = useTranslation();
  const box = useTaskBox();
  const active = useMyTasks().data?.filter(isActive).length ?? 0;
  return (
    <Tooltip title={t('task.title')}>
      <Badge count={active} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<CloudSyncOutlined />} aria-label={t('task.title')} aria-pressed={box.shown} onClick={() => box.setShown(!box.shown)} />
      </Badge>
    </Tooltip>
  );
}
