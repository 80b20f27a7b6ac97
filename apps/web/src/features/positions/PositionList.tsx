import { App, Button, Card, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PositionSummary } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useDeletePosition } from './api.ts';
import { positionLabel } from './positionLabel.ts';

type Props = {
  positions: PositionSummary[] | undefined;
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onEdit: (position: PositionSummary | null) => void;
};

/** The company's positions: kind, how many users hold each; new, rename and delete follow position.edit. */
export function PositionList({ positions, loading, selectedId, onSelect, onEdit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('position.edit');
  const remove = useDeletePosition();

  const onDelete = (position: PositionSummary) =>
    remove.mutate({ id: position.id }, { onSuccess: () => void message.success(t('position.list.deleted')) });

  const columns: TableColumnsType<PositionSummary> = [
    { title: t('position.list.name'), key: 'name', ellipsis: true, render: (_, p) => positionLabel(t, p) },
    {
      title: t('position.list.kind'),
      dataIndex: 'kind',
      width: 100,
      render: (kind: PositionSummary['kind']) => <Tag color={kind === 'management' ? 'blue' : 'default'}>{t(`position.kind.${kind}`)}</Tag>,
    },
    { title: t('position.list.users'), dataIndex: 'userCount', width: 64, align: 'right' },
  ];
  if (edit.visible) {
    columns.push({
      title: t('position.list.actions'),
      key: 'actions',
      width: 72,
      align: 'center',
      render: (_, p) => (
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          <Tooltip title={t('position.list.edit')}>
            <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t('position.list.edit')} onClick={() => onEdit(p)} />
          </Tooltip>
          <Popconfirm
            title={t('position.list.deleteConfirm', { name: positionLabel(t, p) })}
            onConfirm={() => onDelete(p)}
            disabled={!edit.usable || p.userCount > 0}
          >
            <Tooltip title={p.userCount > 0 ? t('position.list.deleteHeld') : t('position.list.delete')}>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable || p.userCount > 0} aria-label={t('position.list.delete')} />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <Card
      size="small"
      title={t('position.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => onEdit(null)}>
          {t('position.list.new')}
        </Button>
      )}
      className="pf-positions-card"
    >
      {/* Not a PagedTable: listPositions answers every position at once, and a row click chooses whose rights show. */}
      <Table<PositionSummary>
        size="small"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={positions}
        pagination={false}
        scroll={{ y: 'calc(100vh - 250px)' }}
        rowClassName={(p) => (p.id === selectedId ? 'pf-row-selected' : 'pf-row-clickable')}
        onRow={(p) => ({ onClick: () => onSelect(p.id) })}
      />
    </Card>
  );
}
