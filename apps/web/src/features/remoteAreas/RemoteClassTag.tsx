import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteClass } from '@parcelflow/contract';

const COLOURS: Record<RemoteClass, string> = { remote: 'orange', extendedRemote: 'volcano' };

/** The remote-area class as a small tag: on the remote-area list, and beside an order's country and on its detail page. */
export function RemoteClassTag({ remoteClass }: { remoteClass: RemoteClass | null | undefined }) {
  const { t } = useTranslation();
  if (!remoteClass) return null;
  return <Tag color={COLOURS[remoteClass]} bordered={false}>{t(`remoteArea.class.${remoteClass}`)}</Tag>;
}
