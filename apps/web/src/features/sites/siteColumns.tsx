import type { ReactNode } from 'react';
import { Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { SiteType } from '@parcelflow/contract';
import { siteName } from './siteName.ts';
import type { SiteNode } from './siteTree.ts';

export const SITE_TYPE_COLORS: Record<SiteType, string> = { headOffice: 'volcano', branch: 'blue', outlet: 'green' };

type Options = {
  /** A filtered list may show sites away from their parents, so it names the parent; the tree shows it by nesting. */
  withParent: boolean;
  /** Renders the last column when the caller may see the edit buttons. */
  actions?: (site: SiteNode) => ReactNode;
};

/** The site table's columns: the two names share one column, Chinese above English, to leave the address room. */
export function siteColumns(t: TFunction, language: string, { withParent, actions }: Options): TableColumnsType<SiteNode> {
  const parent: TableColumnsType<SiteNode> = withParent
    ? [{
      title: t('site.field.parent'), key: 'parent', width: 150, ellipsis: true,
      render: (_, site) => (site.parentCode ? `${site.parentCode} ${siteName({ nameCn: site.parentNameCn ?? '', nameEn: site.parentNameEn ?? '' }, language)}` : '—'),
    }]
    : [];
  const columns: TableColumnsType<SiteNode> = [
    { title: t('site.field.code'), dataIndex: 'code', width: 110, fixed: 'left' },
    {
      title: t('site.list.name'), key: 'name', width: 190, ellipsis: true,
      render: (_, site) => (
        <>
          <div>{site.nameCn}</div>
          {site.nameEn && <Typography.Text type="secondary" ellipsis>{site.nameEn}</Typography.Text>}
        </>
      ),
    },
    {
      title: t('site.field.siteType'), dataIndex: 'siteType', width: 90,
      render: (type: SiteType) => <Tag color={SITE_TYPE_COLORS[type]}>{t(`site.type.${type}`)}</Tag>,
    },
    ...parent,
    { title: t('site.field.businessCategory'), dataIndex: 'businessCategory', width: 96, render: (category: string) => t(`site.category.${category}`) },
    { title: t('site.field.baseCurrency'), dataIndex: 'baseCurrency', width: 76 },
    {
      title: t('site.field.financeDept'), key: 'financeDept', width: 140, ellipsis: true,
      render: (_, site) => (site.financeDeptCode ? `${site.financeDeptCode} ${site.financeDeptName}` : '—'),
    },
    { title: t('site.field.personInCharge'), dataIndex: 'personInCharge', width: 100 },
    { title: t('site.field.phone'), dataIndex: 'phone', width: 130 },
    { title: t('site.field.address'), dataIndex: 'address', width: 214, ellipsis: true },
    { title: t('site.field.staffCount'), dataIndex: 'staffCount', width: 64, align: 'right' },
  ];
  if (actions) columns.push({ title: t('site.list.actions'), key: 'actions', width: 80, align: 'center', fixed: 'right', render: (_, site) => actions(site) });
  return columns;
}
