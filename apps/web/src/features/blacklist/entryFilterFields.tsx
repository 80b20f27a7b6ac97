import type { TFunction } from 'i18next';
import { BLACKLIST_MATCH_KINDS, BLACKLIST_SUBJECTS, blacklistCustomerComboBox } from '@parcelflow/contract';
import type { FilterField } from '../../components/FilterBar.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

/** The blacklist's filters: subject, match kind, a text in the value, customer and whether the entry is on. */
export function entryFilterFields(t: TFunction): FilterField[] {
  return [
    { kind: 'enum', name: 'subject', label: t('blacklist.field.subject'), values: BLACKLIST_SUBJECTS, labels: 'blacklist.subject' },
    { kind: 'enum', name: 'matchKind', label: t('blacklist.field.matchKind'), values: BLACKLIST_MATCH_KINDS, labels: 'blacklist.matchKind' },
    { kind: 'text', name: 'value', label: t('blacklist.field.value') },
    {
      kind: 'custom', name: 'customerId', label: t('blacklist.field.customer'),
      input: <RemoteSelect command={blacklistCustomerComboBox} allowClear placeholder={t('filter.any')} />,
    },
    { kind: 'boolean', name: 'enabled', label: t('blacklist.field.enabled'), yes: t('blacklist.enabled.yes'), no: t('blacklist.enabled.no') },
  ];
}
