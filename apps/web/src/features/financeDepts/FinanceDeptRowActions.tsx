import type { ReactNode } from 'react';
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { ApartmentOutlined, DeleteOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FinanceDeptView } from '@parcelflow/contract';
import { CommandFailure } from '../../app/envelope.ts';
import { describeFailure } from '../../app/failures/planFailure.ts';
import { useDeleteFinanceDept } from './api.ts';
import type { AssignKind } from './FinanceDeptAssignModal.tsx';

type Props = { dept: FinanceDeptView; usable: boolean; onEdit: (dept: FinanceDeptView) => void; onAssign: (dept: FinanceDeptView, kind: AssignKind) => void };

/** Edit, assign customers, assign sites and delete; a department in use says whether customers or sites keep it. */
export function FinanceDeptRowActions({ dept, usable, onEdit, onAssign }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteFinanceDept();
  const onDeleteFailed = (error: Error) => {
    // An ended session goes to the login page on its own (FailureWatcher), silent or not.
    if (!(error instanceof CommandFailure) || error.code === 404 || error.code === 503) return;
    const inUse = error.params.reason === 'inUse';
    void message.error(inUse ? t(`financeDept.list.inUse.${String(error.params.usedBy)}`, { defaultValue: t('reason.inUse') }) : describeFailure(error, t));
  };
  const onDelete = () => remove.mutate({ id: dept.id }, { onSuccess: () => void message.success(t('financeDept.list.deleted')), onError: onDeleteFailed });
  const action = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={icon} disabled={!usable} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
  return (
    <Space size={0}>
      {action(t('financeDept.list.edit'), <EditOutlined />, () => onEdit(dept))}
      {action(t('financeDept.list.assignCustomers'), <TeamOutlined />, () => onAssign(dept, 'customers'))}
      {action(t('financeDept.list.assignSites'), <ApartmentOutlined />, () => onAssign(dept, 'sites'))}
      <Popconfirm title={t('financeDept.list.deleteConfirm')} disabled={!usable} onConfirm={onDelete}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!usable} aria-label={t('financeDept.list.delete')} />
      </Popconfirm>
    </Space>
  );
}
