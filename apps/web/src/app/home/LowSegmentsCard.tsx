import { Alert, Button, Card, Progress, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SegmentView } from '@parcelflow/contract';

type Props = { segments: SegmentView[] };

/** Number segments at or under their warning count: audits on these channels will soon need a new range. */
export function LowSegmentsCard({ segments }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: TableColumnsType<SegmentView> = [
    { title: t('segment.field.channel'), dataIndex: 'channelCode' },
    { title: t('segment.field.type'), dataIndex: 'type', render: (type: string) => t(`segment.type.${type}`) },
    { title: t('segment.field.remaining'), dataIndex: 'remaining', align: 'right' },
    { title: t('segment.field.warningCount'), dataIndex: 'warningCount', align: 'right' },
    {
      title: t('segment.field.usage'), key: 'usage', width: 160,
      render: (_, s) => <Progress size="small" percent={Math.round((s.usedCount / s.total) * 100)} status="exception" />,
    },
  ];
  return (
    <Card
      title={t('home.segments.title')}
      extra={<Button type="link" size="small" onClick={() => void navigate('/enterpriseManagement/NumberSegment')}>{t('home.segments.manage')}</Button>}
    >
      <Alert type="warning" showIcon title={t('home.segments.warning', { count: segments.length })} style={{ marginBottom: 12 }} />
      <Table<SegmentView> size="small" rowKey="id" columns={columns} dataSource={segments} pagination={false} />
    </Card>
  );
}
