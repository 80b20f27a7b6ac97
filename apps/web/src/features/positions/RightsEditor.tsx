import { useMemo, useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PositionRights, PositionSummary } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useRestorePositionDefault, useSavePositionRights } from './api.ts';
import { positionLabel } from './positionLabel.ts';
import { buildRightTree, checkState, draftOf, isDraftChanged, toggleRight, toSaveInput, type Flag, type RightKind, type RightRow } from './rightsTree.ts';

type Props = { position: PositionSummary; rights: PositionRights; isCarrier: boolean; onDirtyChange: (dirty: boolean) => void };

const KIND_COLOURS: Record<RightKind, string> = { group: 'geekblue', menu: 'blue', function: 'gold' };

/** Visible and usable per menu and function button of one position; mounted afresh for each position and each answer of its rights. */
export function RightsEditor({ position, rights, isCarrier, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('position.edit');
  const save = useSavePositionRights();
  const restore = useRestorePositionDefault();
  const tree = useMemo(() => buildRightTree(isCarrier, rights), [isCarrier, rights]);
  const saved = useMemo(() => draftOf(rights), [rights]);
  const [draft, setDraft] = useState(saved);
  const dirty = isDraftChanged(draft, saved);
  const readOnly = !edit.usable;

  const change = (next: typeof draft) => {
    setDraft(next);
    onDirtyChange(isDraftChanged(next, saved));
  };
  const flagColumn = (flag: Flag) => ({
    title: t(`position.rights.${flag}`),
    key: flag,
    width: 90,
    align: 'center' as const,
    render: (_: unknown, row: RightRow) => {
      const state = checkState(row, draft, flag);
      return <Checkbox {...state} disabled={readOnly} aria-label={t(`position.rights.${flag}`)} onChange={(e) => change(toggleRight(tree, draft, row, flag, e.target.checked))} />;
    },
  });
  const columns: TableColumnsType<RightRow> = [
    { title: t('position.rights.item'), key: 'label', render: (_, row) => (row.kind === 'group' ? <strong>{t(row.labelKey)}</strong> : t(row.labelKey)) },
    { title: t('position.rights.type'), key: 'kind', width: 110, render: (_, row) => <Tag color={KIND_COLOURS[row.kind]}>{t(`position.type.${row.kind}`)}</Tag> },
    flagColumn('visible'),
    flagColumn('usable'),
  ];

  const onSave = () =>
    save.mutate(toSaveInput(position.id, tree, draft), {
      onSuccess: () => {
        onDirtyChange(false);
        void message.success(t('position.rights.saved'));
      },
    });
  const onRestore = () =>
    restore.mutate({ positionId: position.id }, {
      onSuccess: () => {
        onDirtyChange(false);
        void message.success(t('position.rights.restored'));
      },
    });

  const actions = edit.visible && (
    <Space size={8}>
      {dirty && <Tag color="orange">{t('position.rights.unsaved')}</Tag>}
      {position.roleKey && (
        <Popconfirm title={t('position.rights.restoreConfirm')} description={t('position.rights.restoreDetail')} onConfirm={onRestore} disabled={readOnly}>
          <Button icon={<UndoOutlined />} loading={restore.isPending} disabled={readOnly}>
            {t('position.rights.restore')}
          </Button>
        </Popconfirm>
      )}
      <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} disabled={readOnly || !dirty} onClick={onSave}>
        {t('position.rights.save')}
      </Button>
    </Space>
  );
  return (
    <Card size="small" title={t('position.rights.title', { name: positionLabel(t, position) })} extra={actions} className="pf-rights-card">
      <Typography.Paragraph type="secondary" className="pf-rights-hint">
        {t('position.rights.hint')}
      </Typography.Paragraph>
      {/* Not a PagedTable: the rights are one tree, edited in place and saved together. */}
      <Table<RightRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true, indentSize: 20 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('position.rights.none')} /> }}
      />
    </Card>
  );
}
