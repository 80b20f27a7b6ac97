import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DunningMode } from '@parcelflow/contract';

const MODE_COLOURS: Record<DunningMode, string> = { message: 'blue', mail: 'purple', sms: 'cyan' };

/** How a rule reminds, or how a reminder was sent: one small tag per mode. */
export function ModeTags({ modes }: { modes: readonly DunningMode[] }) {
  const { t } = useTranslation();
  return (
    <Space size={2} wrap>
      {modes.map((mode) => <Tag key={mode} color={MODE_COLOURS[mode]} style={{ marginInlineEnd: 0 }}>{t(`dunning.mode.${mode}`)}</Tag>)}
    </Space>
  );
}
