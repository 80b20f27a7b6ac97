import { useMemo, useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listStaff, type StaffRow } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useProfile } from '../../app/profile.ts';
import { LoginBindingModal } from '../../components/LoginBindingModal.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { staffLoginBinding } from './api.ts';
import { staffColumns } from './staffColumns.tsx';
import { StaffFilters } from './StaffFilters.tsx';
import { StaffFormModal } from './StaffFormModal.tsx';
import { StaffRowActions } from './StaffRowActions.tsx';

/** enterpriseManagement/staffManagement: the company's staff, their status, site, position and login. */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const edit = useFunction('staff.edit');
  // Only carriers have sites (entities-rules.md section 6): a cargo owner's staff form has no site.
  const withSites = useProfile().data?.companyKind === 'carrier';
  const staff = usePagedList(listStaff);
  const [editing, setEditing] = useState<StaffRow | null | undefined>(undefined);
  const [binding, setBinding] = useState<StaffRow | undefined>(undefined);

  const columns = useMemo(() => {
    const actions = edit.visible
      ? (person: StaffRow) => <StaffRowActions person={person} usable={edit.usable} onEdit={setEditing} onBind={setBinding} />
      : undefined;
    return staffColumns(t, i18n.language, actions).filter((column) => withSites || column.key !== 'site');
  }, [t, i18n.language, edit.visible, edit.usable, withSites]);

  return (
    <Card
      size="small"
      title={t('staff.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>
          {t('staff.list.new')}
        </Button>
      )}
    >
      <StaffFilters onSearch={staff.search} withSites={withSites} />
      <PagedTable<StaffRow> list={staff} columns={columns} rowKey="id" totalText={(total) => t('staff.list.total', { total })} />
      {editing !== undefined && <StaffFormModal person={editing} withSites={withSites} onClose={() => setEditing(undefined)} />}
      {binding && (
        <LoginBindingModal
          commands={staffLoginBinding} holder={{ staffId: binding.id }} texts="staff" title={t('staff.login.title', { name: binding.name })}
          note={t('staff.login.positionNote')} onClose={() => setBinding(undefined)}
        />
      )}
    </Card>
  );
}
