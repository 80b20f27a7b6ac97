import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { DestinationView } from '@parcelflow/contract';
import { countryLabel } from '../../components/countryLabel.ts';

/** The destination codes' columns; edit and delete follow from the reference table's hook. */
export function destinationColumns(t: TFunction, language: string): TableColumnsType<DestinationView> {
  return [
    { title: t('destination.field.code'), dataIndex: 'code', width: 110 },
    { title: t('destination.field.nameCn'), dataIndex: 'nameCn', width: 160 },
    { title: t('destination.field.nameEn'), dataIndex: 'nameEn', width: 160 },
    { title: t('destination.field.countryCode'), dataIndex: 'countryCode', width: 170, render: (code: string) => countryLabel(code, language) },
    { title: t('destination.field.kind'), dataIndex: 'kind', width: 100, render: (kind: string) => t(`destination.kind.${kind}`) },
    { title: t('destination.field.zone'), dataIndex: 'zone', width: 90 },
    {
      title: t('destination.field.enabled'), dataIndex: 'enabled', width: 90,
      render: (enabled: boolean) => <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'destination.enabled.yes' : 'destination.enabled.no')}</Tag>,
    },
    { title: t('destination.field.remarks'), dataIndex: 'remarks', width: 200, ellipsis: true },
  ];
}
