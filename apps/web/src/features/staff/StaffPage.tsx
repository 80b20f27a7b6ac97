import { useState } from 'react';
import { Button, Card, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListStaffInput, type StaffRow } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useProfile } from '../../app/profile.ts';
import { LoginBindingModal } from '../../components/LoginBindingModal.tsx';
import { staffLoginBinding, useStaff } from './api.ts';
import { staffColumns } from './staffColumns.tsx';
import { StaffFilters, type StaffFilterValues } from './StaffFilters.tsx';
import { StaffFormModal } from './StaffFormModal.tsx';
import { StaffRowActions } from './StaffRowActions.tsx';

/** enterpriseManagement/staffManagement: the company's staff, their status, site, position and login. */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const edit = useFunction('staff.edit');
  // Only carriers have sites (entities-rules.md section 6): a cargo owner's staff form has no site.
  const withSites = useProfile().data?.companyKind === 'carrier';
  const [query, setQuery] = useState<ListStaffInput>({ pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 });
  const staff = useStaff(query);
  const [editing, setEditing] = useState<StaffRow | null | undefined>(undefined);
  const [binding, setBinding] = useState<StaffRow | undefined>(undefined);

  const actions = edit.visible
    ? (person: StaffRow) => <StaffRowActions person={person} usable={edit.usable} onEdit={setEditing} onBind={setBinding} />
    : undefined;
  const search = (filters: StaffFilterValues) => setQuery({ ...filters, pageSize: query.pageSize, currentPage: 1 });

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
      <StaffFilters onSearch={search} withSites={withSites} />
      <Table<StaffRow>
        size="small"
        rowKey="id"
        bordered
        loading={staff.isFetching}
        columns={staffColumns(t, i18n.language, actions).filter((column) => withSites || column.key !== 'site')}
        dataSource={staff.data?.list}
        scroll={{ x: 1150 }}
        pagination={{
          current: query.currentPage, pageSize: query.pageSize, total: staff.data?.total ?? 0, showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES], showTotal: (total) => t('staff.list.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
        }}
      />
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
