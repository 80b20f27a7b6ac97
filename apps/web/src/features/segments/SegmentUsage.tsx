import { Progress, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SegmentView } from '@parcelflow/contract';

/** How much of a segment is used, with a warning tag when it is running low. */
export function SegmentUsage({ segment }: { segment: SegmentView }) {
  const { t } = useTranslation();
  const percent = segment.total ? Math.round((segment.usedCount / segment.total) * 100) : 0;
  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }}>
      <Progress percent={percent} size="small" status={segment.runningLow ? 'exception' : 'normal'} showInfo={false} />
      <Space size={4} wrap>
        <span>{t('segment.usage', { used: segment.usedCount, total: segment.total, remaining: segment.remaining })}</span>
        {segment.runningLow && <Tag color="error">{t('segment.runningLow')}</Tag>}
      </Space>
    </Space>
  );
}
