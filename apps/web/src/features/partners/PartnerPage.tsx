import { useMemo, useState } from 'react';
import { App, Button, Card } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listPartners, PARTNERSHIP_STATUSES, type PartnerView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useProfile } from '../../app/profile.ts';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { AcceptInviteModal } from './AcceptInviteModal.tsx';
import { useDissolvePartnership } from './api.ts';
import { partnerColumns } from './partnerColumns.tsx';

/** /partner: a carrier's cargo owners or a cargo owner's carriers; either side ends a cooperation, an owner starts one with a code. */
export function PartnerPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('partner.edit');
  const asCarrier = useProfile().data?.companyKind !== 'cargoOwner';
  const partners = usePagedList(listPartners);
  const [accepting, setAccepting] = useState(false);
  const { mutate: dissolve } = useDissolvePartnership();

  const english = i18n.language === 'en-US';
  const columns = useMemo(() => partnerColumns(t, {
    asCarrier, english, canDissolve: edit.usable, showActions: edit.visible,
    onDissolve: (partner) => dissolve({ id: partner.id }, { onSuccess: () => void message.success(t('partner.list.dissolved', { companyNo: partner.companyNo })) }),
  }), [t, asCarrier, english, edit.usable, edit.visible, dissolve, message]);
  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: t('partner.filter.keyword'), placeholder: t('partner.filter.keywordPlaceholder'), maxLength: 40 },
    { kind: 'enum', name: 'status', label: t('partner.field.status'), values: PARTNERSHIP_STATUSES, labels: 'partner.status' },
  ];

  return (
    <Card
      size="small"
      title={t(asCarrier ? 'partner.list.titleCarrier' : 'partner.list.titleOwner')}
      extra={!asCarrier && edit.visible && (
        <Button type="primary" size="small" icon={<LinkOutlined />} disabled={!edit.usable} onClick={() => setAccepting(true)}>
          {t('partner.accept.open')}
        </Button>
      )}
    >
      <FilterBar name="partnerFilters" fields={filters} onSearch={partners.search} labelWidth={80} />
      <PagedTable<PartnerView>
        list={partners}
        columns={columns}
        rowKey="id"
        totalText={(total) => t('partner.list.total', { total })}
        emptyText={t(asCarrier ? 'partner.list.emptyCarrier' : 'partner.list.emptyOwner')}
      />
      {accepting && <AcceptInviteModal onClose={() => setAccepting(false)} />}
    </Card>
  );
}
