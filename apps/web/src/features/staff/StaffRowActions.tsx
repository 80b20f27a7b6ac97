import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, DisconnectOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@parcelflow/contract';
import { useDeleteStaff, useUnbindStaffLogin } from './api.ts';

type Props = { person: StaffRow; usable: boolean; onEdit: (person: StaffRow) => void; onBind: (person: StaffRow) => void };

/** Edit, bind or unbind the login, and delete; a staff member with a login is unbound before deletion. */
export function StaffRowActions({ person, usable, onEdit, onBind }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteStaff();
  const unbind = useUnbindStaffLogin();
  // The shell has already shown why a refused change failed; the confirm just closes.
  // Confirms open to the left, clear of the button's tooltip above it.
  const ignoreRefusal = () => undefined;
  return (
    <Space size={0}>
      <Tooltip title={t('staff.list.edit')}>
        <Button type="text" size="small" icon={<EditOutlined />} disabled={!usable} aria-label={t('staff.list.edit')} onClick={() => onEdit(person)} />
      </Tooltip>
      {person.login ? (
        <Popconfirm
          placement="left"
          title={t('staff.login.unbindConfirm', { name: person.name, account: person.login.account })}
          disabled={!usable}
          onConfirm={() => unbind.mutateAsync({ staffId: person.id }).then(() => void message.success(t('staff.login.unbound')), ignoreRefusal)}
        >
          <Tooltip title={t('staff.login.unbind')}>
            <Button type="text" size="small" icon={<DisconnectOutlined />} disabled={!usable} aria-label={t('staff.login.unbind')} />
          </Tooltip>
        </Popconfirm>
      ) : (
        <Tooltip title={t('staff.login.bind')}>
          <Button type="text" size="small" icon={<LinkOutlined />} disabled={!usable} aria-label={t('staff.login.bind')} onClick={() => onBind(person)} />
        </Tooltip>
      )}
      <Popconfirm
        placement="left"
        title={t('staff.list.deleteConfirm', { name: `${person.code} ${person.name}` })}
        disabled={!usable || person.login !== null}
        onConfirm={() => remove.mutateAsync({ id: person.id }).then(() => void message.success(t('staff.list.deleted')), ignoreRefusal)}
      >
        <Tooltip title={t(person.login ? 'staff.list.deleteBound' : 'staff.list.delete')}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!usable || person.login !== null} aria-label={t('staff.list.delete')} />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
