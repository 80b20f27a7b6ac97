import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InviteStatus } from '@parcelflow/contract';

const COLOURS: Record<InviteStatus, string> = { unused: 'blue', used: 'green', ended: 'default', abolished: 'red' };

export function InviteStatusTag({ status }: { status: InviteStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`invite.status.${status}`)}</Tag>;
}
