import { useMemo, useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { INVITE_STATUSES, listInvites, type InviteView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { useAbolishInvite } from './api.ts';
import { GenerateInviteModal } from './GenerateInviteModal.tsx';
import { inviteColumns } from './inviteColumns.tsx';
import { InviteCodeReadyModal } from './InviteCodeReadyModal.tsx';

/** /invite: a carrier's invite codes; it generates them, copies one to a cargo owner, abolishes an unused one. */
export function InvitePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('invite.edit');
  const invites = usePagedList(listInvites);
  const [generating, setGenerating] = useState(false);
  const [generatedCode, setGeneratedCode] = useState<string | undefined>(undefined);
  const { mutate: abolish } = useAbolishInvite();

  const english = i18n.language === 'en-US';
  const columns = useMemo(() => inviteColumns(t, {
    canAbolish: edit.usable, english,
    onAbolish: (invite) => abolish({ id: invite.id }, { onSuccess: () => void message.success(t('invite.list.abolished')) }),
  }).filter((column) => edit.visible || column.key !== 'actions'), [t, english, edit.usable, edit.visible, abolish, message]);
  const filters: FilterField[] = [
    { kind: 'text', name: 'code', label: t('invite.field.code'), maxLength: 12 },
    { kind: 'enum', name: 'status', label: t('invite.field.status'), values: INVITE_STATUSES, labels: 'invite.status' },
    { kind: 'text', name: 'customer', label: t('invite.field.customer'), placeholder: t('invite.filter.customerPlaceholder'), maxLength: 40 },
    { kind: 'text', name: 'usedBy', label: t('invite.field.usedBy'), placeholder: t('invite.filter.usedByPlaceholder'), maxLength: 40 },
  ];

  return (
    <Card
      size="small"
      title={t('invite.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setGenerating(true)}>
          {t('invite.list.generate')}
        </Button>
      )}
    >
      <FilterBar name="inviteFilters" fields={filters} onSearch={invites.search} />
      <PagedTable<InviteView> list={invites} columns={columns} rowKey="id" totalText={(total) => t('invite.list.total', { total })} />
      {generating && <GenerateInviteModal onGenerated={setGeneratedCode} onClose={() => setGenerating(false)} />}
      {generatedCode && <InviteCodeReadyModal code={generatedCode} onClose={() => setGeneratedCode(undefined)} />}
    </Card>
  );
}
