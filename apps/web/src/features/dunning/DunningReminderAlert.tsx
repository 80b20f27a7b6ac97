import { useState } from 'react';
import { Alert, Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyDunningReminders } from './api.ts';
import { MyDunningReminders } from './MyDunningReminders.tsx';

/**
 * For the bills page (billquery): says how many payment reminders the caller has not read, with a drawer listing
 * them. Nothing shows while none is unread.
 */
export function DunningReminderAlert() {
  const { t } = useTranslation();
  const unread = useMyDunningReminders().data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <>
      {unread > 0 && (
        <Alert
          type="warning" showIcon style={{ marginBottom: 8 }} title={t('dunning.mine.unread', { count: unread })}
          action={<Button size="small" onClick={() => setOpen(true)}>{t('dunning.mine.view')}</Button>}
        />
      )}
      <Drawer open={open} title={t('dunning.mine.title')} size={520} onClose={() => setOpen(false)} destroyOnHidden>
        <MyDunningReminders />
      </Drawer>
    </>
  );
}
