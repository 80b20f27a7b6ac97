import { useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SegmentView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { scrollWidthOf } from '../../components/fitColumns.ts';
import { useDeleteSegment, useSegments, useSetSegmentEnabled } from './api.ts';
import { SegmentFormModal } from './SegmentFormModal.tsx';
import { SegmentUsage } from './SegmentUsage.tsx';

/** enterpriseManagement/NumberSegment: the channels' waybill number ranges and how much of each is used. */
export function SegmentPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('segment.edit');
  const segments = useSegments();
  const setEnabled = useSetSegmentEnabled();
  const remove = useDeleteSegment();
  const [editing, setEditing] = useState<SegmentView | null | undefined>(undefined);

  const columns: TableColumnsType<SegmentView> = [
    // Sized so the whole table, the usage column above all, fits beside the menu at 1440 px with no scrolling.
    { title: t('segment.field.channel'), dataIndex: 'channelCode', width: 120, ellipsis: true },
    { title: t('segment.field.type'), dataIndex: 'type', width: 90, render: (type: string) => t(`segment.type.${type}`) },
    { title: t('segment.field.prefix'), dataIndex: 'prefix', width: 70 },
    { title: t('segment.field.suffix'), dataIndex: 'suffix', width: 60 },
    { title: t('segment.field.startNumber'), dataIndex: 'startNumber', width: 100, align: 'right' },
    { title: t('segment.field.endNumber'), dataIndex: 'endNumber', width: 100, align: 'right' },
    { title: t('segment.field.warningCount'), dataIndex: 'warningCount', width: 80, align: 'right' },
    { title: t('segment.field.lastUsedNumber'), dataIndex: 'lastUsedNumber', width: 130 },
    { title: t('segment.field.usage'), key: 'usage', width: 240, render: (_, s) => <SegmentUsage segment={s} /> },
    {
      title: t('segment.field.enabled'), dataIndex: 'enabled', width: 70,
      render: (enabled: boolean, s) => (
        <Switch size="small" checked={enabled} disabled={!edit.usable} loading={setEnabled.isPending && setEnabled.variables?.id === s.id}
          onChange={(checked) => setEnabled.mutate({ id: s.id, enabled: checked })} aria-label={t('segment.field.enabled')} />
      ),
    },
  ];
  if (edit.visible) {
    columns.push({
      title: t('segment.list.actions'), key: 'actions', width: 80, align: 'center', fixed: 'right',
      render: (_, s) => (
        <Space size={0}>
          <Tooltip title={t('segment.list.edit')}>
            <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t('segment.list.edit')} onClick={() => setEditing(s)} />
          </Tooltip>
          <Popconfirm title={t('segment.list.deleteConfirm')} disabled={!edit.usable || s.usedCount > 0}
            onConfirm={() => remove.mutate({ id: s.id }, { onSuccess: () => void message.success(t('segment.list.deleted')) })}>
            <Tooltip title={t(s.usedCount > 0 ? 'segment.list.deleteUsed' : 'segment.list.delete')}>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable || s.usedCount > 0} aria-label={t('segment.list.delete')} />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    });
  }
  return (
    <Card
      size="small"
      title={t('segment.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>
          {t('segment.list.new')}
        </Button>
      )}
    >
      {/* listSegments answers every segment at once, unpaged: a plain table, not a PagedTable. */}
      <Table<SegmentView> size="small" rowKey="id" loading={segments.isPending} columns={columns} dataSource={segments.data} pagination={false} scroll={{ x: scrollWidthOf(columns) }} />
      {editing !== undefined && <SegmentFormModal segment={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
