import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { blacklistExcel, listBlacklistEntries } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { ReferenceTablePage } from '../../components/referenceTable/ReferenceTablePage.tsx';
import { useDeleteBlacklistEntries, useSetBlacklistEntryEnabled } from './api.ts';
import { entryColumns } from './entryColumns.tsx';
import { entryFilterFields } from './entryFilterFields.tsx';
import { EntryFormModal } from './EntryFormModal.tsx';

/** Dataquery/blacklist: the receivers, senders, companies, phones, addresses and goods the carrier refuses. */
export function BlacklistPage() {
  const { t } = useTranslation();
  const edit = useFunction('blacklist.edit');
  const setEnabled = useSetBlacklistEntryEnabled();
  const { mutate: remove } = useDeleteBlacklistEntries();
  const toggling = setEnabled.isPending ? setEnabled.variables.id : undefined;
  const { mutate: changeEnabled } = setEnabled;
  const columns = useMemo(() => entryColumns(t, {
    edit: { visible: edit.visible, usable: edit.usable }, toggling, onToggle: (entry, enabled) => changeEnabled({ id: entry.id, enabled }),
  }), [t, edit.visible, edit.usable, toggling, changeEnabled]);
  return (
    <ReferenceTablePage
      namespace="blacklist.list" intro="blacklist.intro" list={listBlacklistEntries} excel={blacklistExcel} editFunction="blacklist.edit"
      columns={columns} rowKey="id" form={EntryFormModal} onDelete={(entry, options) => remove({ ids: [entry.id] }, options)}
      filterBar={{ name: 'blacklistFilters', fields: entryFilterFields(t), labelWidth: 90 }}
    />
  );
}
