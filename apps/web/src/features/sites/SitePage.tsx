import { useMemo, useState } from 'react';
import { Button, Card, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListSitesInput, type SiteRow } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useSites } from './api.ts';
import { siteColumns } from './siteColumns.tsx';
import { SiteFilters, type SiteFilterValues } from './SiteFilters.tsx';
import { SiteFormModal } from './SiteFormModal.tsx';
import { SiteRowActions } from './SiteRowActions.tsx';
import { nestSites, parentIds, type SiteNode } from './siteTree.ts';

/** enterpriseManagement/siteManagement (carriers): the head office and its branches as a tree, paged and filtered. */
export function SitePage() {
  const { t, i18n } = useTranslation();
  const edit = useFunction('site.edit');
  const [query, setQuery] = useState<ListSitesInput>({ pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 });
  const sites = useSites(query);
  const [editing, setEditing] = useState<SiteRow | null | undefined>(undefined);
  // Every parent starts open; the user's own collapses are remembered while the page stays.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const tree = useMemo(() => nestSites(sites.data?.list ?? []), [sites.data]);
  const expandedRowKeys = parentIds(tree).filter((id) => !collapsed.has(id));

  const toggle = (open: boolean, site: SiteNode) => {
    const next = new Set(collapsed);
    if (open) next.delete(site.id);
    else next.add(site.id);
    setCollapsed(next);
  };
  const actions = edit.visible ? (site: SiteNode) => <SiteRowActions site={site} usable={edit.usable} onEdit={setEditing} /> : undefined;
  const search = (filters: SiteFilterValues) => setQuery({ ...filters, pageSize: query.pageSize, currentPage: 1 });
  const filtered = Boolean(query.keyword || query.siteType || query.businessCategory || query.baseCurrency);

  return (
    <Card
      size="small"
      title={t('site.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>
          {t('site.list.new')}
        </Button>
      )}
    >
      <SiteFilters onSearch={search} />
      <Table<SiteNode>
        size="small"
        rowKey="id"
        bordered
        loading={sites.isFetching}
        columns={siteColumns(t, i18n.language, { withParent: filtered, actions })}
        dataSource={tree}
        expandable={{ expandedRowKeys, onExpand: toggle, indentSize: 20 }}
        scroll={{ x: filtered ? 1300 : 1150 }}
        pagination={{
          current: query.currentPage, pageSize: query.pageSize, total: sites.data?.total ?? 0, showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES], showTotal: (total) => t('site.list.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
        }}
      />
      {editing !== undefined && <SiteFormModal site={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
