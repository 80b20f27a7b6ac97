import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { PrintDefaultHolder, PrintTemplateSummary } from '@parcelflow/contract';

/** The channels or customers a template is the default of, by code. */
const codesOf = (holders: PrintDefaultHolder[]) => holders.map((holder) => holder.code).join(', ') || '-';

/** The template table's columns (the interface address is in the form); `actions` renders the last one when the caller may see the buttons. */
export function printTemplateColumns(t: TFunction, actions?: (template: PrintTemplateSummary) => ReactNode): TableColumnsType<PrintTemplateSummary> {
  const columns: TableColumnsType<PrintTemplateSummary> = [
    { title: t('printTemplate.field.name'), dataIndex: 'name', width: 150, fixed: 'left', ellipsis: true },
    { title: t('printTemplate.field.nameEn'), dataIndex: 'nameEn', width: 150, ellipsis: true },
    { title: t('printTemplate.field.type'), dataIndex: 'type', width: 80, render: (value: string) => t(`printTemplate.type.${value}`) },
    { title: t('printTemplate.field.printMethod'), dataIndex: 'printMethod', width: 100, render: (value: string) => t(`printTemplate.printMethod.${value}`) },
    { title: t('printTemplate.field.scenario'), dataIndex: 'scenario', width: 90, render: (value: string) => t(`printTemplate.scenario.${value}`) },
    { title: t('printTemplate.field.paperSize'), dataIndex: 'paperSize', width: 100, render: (value: string) => t(`printTemplate.paper.${value}`) },
    { title: t('printTemplate.field.defaultChannels'), key: 'defaultChannels', width: 140, ellipsis: true, render: (_, row) => codesOf(row.defaultChannels) },
    { title: t('printTemplate.field.defaultCustomers'), key: 'defaultCustomers', width: 140, ellipsis: true, render: (_, row) => codesOf(row.defaultCustomers) },
    { title: t('printTemplate.field.enabled'), dataIndex: 'enabled', width: 80, render: (value: boolean) => t(value ? 'printTemplate.yes' : 'printTemplate.no') },
  ];
  if (actions) columns.push({ title: t('printTemplate.list.actions'), key: 'actions', width: 150, align: 'center', fixed: 'right', render: (_, row) => actions(row) });
  return columns;
}
