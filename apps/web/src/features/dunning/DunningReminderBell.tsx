import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyDunningReminders } from './api.ts';
import { MyDunningReminders } from './MyDunningReminders.tsx';

/** The header's payment reminders: a bell with the unread count, for whoever has ever been sent one. */
export function DunningReminderBell() {
  const { t } = useTranslation();
  const mine = useMyDunningReminders().data;
  if (!mine?.list.length) return null;
  return (
    <Popover trigger="click" placement="bottomRight" title={t('dunning.mine.title')} content={<div style={{ width: 440, maxHeight: 480, overflowY: 'auto' }}><MyDunningReminders /></div>}>
      <Tooltip title={t('dunning.mine.title')}>
        <Badge count={mine.unread} size="small" offset={[-4, 4]}>
          <Button type="text" icon={<BellOutlined />} aria-label={t('dunning.mine.title')} />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
