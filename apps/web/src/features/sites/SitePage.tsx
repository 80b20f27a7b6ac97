import { useMemo, useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listSites, type SiteRow } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList, type PagedList } from '../../components/pagedTable/usePagedList.ts';
import { siteColumns } from './siteColumns.tsx';
import { SiteFilters } from './SiteFilters.tsx';
import { SiteFormModal } from './SiteFormModal.tsx';
import { SiteRowActions } from './SiteRowActions.tsx';
import { nestSites, parentIds, type SiteNode } from './siteTree.ts';

/** enterpriseManagement/siteManagement (carriers): the head office and its branches as a tree, paged and filtered. */
export function SitePage() {
  const { t, i18n } = useTranslation();
  const edit = useFunction('site.edit');
  const sites = usePagedList(listSites);
  const [editing, setEditing] = useState<SiteRow | null | undefined>(undefined);
  // Every parent starts open; the user's own collapses are remembered while the page stays.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const tree = useMemo(() => nestSites(sites.data?.list ?? []), [sites.data]);
  const expandedRowKeys = parentIds(tree).filter((id) => !collapsed.has(id));
  const list: PagedList<SiteNode> = { ...sites, data: sites.data && { list: tree, total: sites.data.total } };

  const toggle = (open: boolean, site: SiteNode) => {
    const next = new Set(collapsed);
    if (open) next.delete(site.id);
    else next.add(site.id);
    setCollapsed(next);
  };
  const { keyword, siteType, businessCategory, baseCurrency } = sites.filters;
  const filtered = Boolean(keyword || siteType || businessCategory || baseCurrency);
  const columns = useMemo(() => siteColumns(t, i18n.language, {
    withParent: filtered,
    actions: edit.visible ? (site: SiteNode) => <SiteRowActions site={site} usable={edit.usable} onEdit={setEditing} /> : undefined,
  }), [t, i18n.language, filtered, edit.visible, edit.usable]);

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
      <SiteFilters onSearch={sites.search} />
      <PagedTable<SiteNode>
        list={list}
        columns={columns}
        rowKey="id"
        totalText={(total) => t('site.list.total', { total })}
        expandable={{ expandedRowKeys, onExpand: toggle, indentSize: 20 }}
      />
      {editing !== undefined && <SiteFormModal site={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
