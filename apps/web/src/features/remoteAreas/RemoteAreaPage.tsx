import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listRemoteAreas, REMOTE_CLASSES, remoteAreaExcel, transSortComBox, type RemoteAreaView } from '@parcelflow/contract';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { countryLabel } from '../../components/countryLabel.ts';
import { ReferenceTablePage } from '../../components/referenceTable/ReferenceTablePage.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { useDeleteRemoteArea } from './api.ts';
import { RemoteAreaFormModal } from './RemoteAreaFormModal.tsx';
import { RemoteClassTag } from './RemoteClassTag.tsx';

/** Dataquery/remotedata: the carrier's remote postcodes, ranges and cities per channel or for every channel. */
export function RemoteAreaPage() {
  const { t, i18n } = useTranslation();
  const { mutate: remove } = useDeleteRemoteArea();
  const columns = useMemo<TableColumnsType<RemoteAreaView>>(() => [
    { title: t('remoteArea.field.channel'), dataIndex: 'channelCode', width: 150, render: (code: string | null) => code ?? t('remoteArea.allChannels') },
    { title: t('remoteArea.field.country'), dataIndex: 'country', width: 160, render: (code: string) => countryLabel(code, i18n.language) },
    { title: t('remoteArea.field.postcode'), dataIndex: 'postcode', width: 150 },
    { title: t('remoteArea.field.city'), dataIndex: 'city', width: 160 },
    { title: t('remoteArea.field.remoteClass'), dataIndex: 'remoteClass', width: 120, render: (remoteClass: RemoteAreaView['remoteClass']) => <RemoteClassTag remoteClass={remoteClass} /> },
    { title: t('remoteArea.field.remarks'), dataIndex: 'remarks', width: 200, ellipsis: true },
  ], [t, i18n.language]);
  return (
    <ReferenceTablePage
      namespace="remoteArea" list={listRemoteAreas} excel={remoteAreaExcel} editFunction="remoteArea.edit"
      columns={columns} rowKey="id" form={RemoteAreaFormModal} onDelete={(row, options) => remove({ id: row.id }, options)}
      filterBar={{
        name: 'remoteAreaFilters',
        fields: [
          { kind: 'custom', name: 'channelId', label: t('remoteArea.field.channel'), input: <RemoteSelect command={transSortComBox} allowClear placeholder={t('filter.any')} /> },
          { kind: 'custom', name: 'country', label: t('remoteArea.field.country'), input: <CountrySelect placeholder={t('filter.any')} /> },
          { kind: 'enum', name: 'remoteClass', label: t('remoteArea.field.remoteClass'), values: REMOTE_CLASSES, labels: 'remoteArea.class' },
          { kind: 'text', name: 'place', label: t('remoteArea.filter.place'), placeholder: t('remoteArea.filter.placePlaceholder'), maxLength: 60 },
        ],
      }}
    />
  );
}
