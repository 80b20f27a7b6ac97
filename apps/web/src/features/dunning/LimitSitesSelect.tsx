import { useMemo } from 'react';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteOption } from '@parcelflow/contract';
import { siteLabel } from '../sites/siteName.ts';
import { siteChoices } from '../sites/siteTree.ts';

type Props = Pick<TreeSelectProps<number[]>, 'value' | 'onChange' | 'id' | 'placeholder'> & { sites: readonly SiteOption[] | undefined; loading: boolean };

/** Several of the company's sites from its tree; a site chosen covers the sites under it (the server reads it so). */
export function LimitSitesSelect({ sites, loading, ...props }: Props) {
  const { i18n } = useTranslation();
  const treeData = useMemo(() => siteChoices(sites ?? [], (site) => siteLabel(site, i18n.language)), [sites, i18n.language]);
  return (
    <TreeSelect<number[]>
      {...props} multiple allowClear loading={loading} treeData={treeData} treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }} maxTagCount="responsive" style={{ width: '100%' }}
    />
  );
}
