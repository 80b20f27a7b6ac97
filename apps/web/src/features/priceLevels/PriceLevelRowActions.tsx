import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PriceLevelView } from '@parcelflow/contract';
import { CommandFailure } from '../../app/envelope.ts';
import { describeFailure } from '../../app/failures/planFailure.ts';
import { useDeletePriceLevel } from './api.ts';

type Props = { level: PriceLevelView; usable: boolean; onEdit: (level: PriceLevelView) => void };

/** Edit and delete of one level; a level in use says whether customers are quoted it or cards belong to it. */
export function PriceLevelRowActions({ level, usable, onEdit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeletePriceLevel();
  const onDeleteFailed = (error: Error) => {
    // An ended session goes to the login page on its own (FailureWatcher), silent or not.
    if (!(error instanceof CommandFailure) || error.code === 404 || error.code === 503) return;
    const inUse = error.params.reason === 'inUse';
    void message.error(inUse ? t(`priceLevel.list.inUse.${String(error.params.usedBy)}`, { defaultValue: t('reason.inUse') }) : describeFailure(error, t));
  };
  const onDelete = () => remove.mutate({ id: level.id }, { onSuccess: () => void message.success(t('priceLevel.list.deleted')), onError: onDeleteFailed });
  return (
    <Space size={0}>
      <Tooltip title={t('priceLevel.list.edit')}>
        <Button type="text" size="small" icon={<EditOutlined />} disabled={!usable} aria-label={t('priceLevel.list.edit')} onClick={() => onEdit(level)} />
      </Tooltip>
      <Popconfirm title={t('priceLevel.list.deleteConfirm')} disabled={!usable} onConfirm={onDelete}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!usable} aria-label={t('priceLevel.list.delete')} />
      </Popconfirm>
    </Space>
  );
}
