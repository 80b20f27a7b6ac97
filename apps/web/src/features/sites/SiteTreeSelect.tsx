import { useMemo } from 'react';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteOptions } from './api.ts';
import { siteLabel } from './siteName.ts';
import { siteChoices } from './siteTree.ts';

type Props = Pick<TreeSelectProps<number>, 'value' | 'onChange' | 'placeholder' | 'allowClear' | 'id'>;

/** Picks one of the company's sites from its tree (a staff member's site, a filter). */
export function SiteTreeSelect(props: Props) {
  const { i18n } = useTranslation();
  const options = useSiteOptions();
  const treeData = useMemo(() => siteChoices(options.data ?? [], (site) => siteLabel(site, i18n.language)), [options.data, i18n.language]);
  return <TreeSelect<number> {...props} loading={options.isPending} treeData={treeData} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />;
}
