import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DUNNING_LIMITS, listDunningReminders, listDunningRules, type DunningReminderView } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { dunningReminderColumns } from './dunningReminderColumns.tsx';

/** The largest page of rules the filter's select offers (a company keeps a handful). */
const RULES_OFFERED = 300;

/** The reminders the rules sent: by rule, bill or customer and day sent, with how many recipients read each. */
export function DunningRemindersTab() {
  const { t } = useTranslation();
  const reminders = usePagedList(listDunningReminders);
  const rules = useCommandQuery(listDunningRules, { pageSize: RULES_OFFERED });
  const columns = useMemo(() => dunningReminderColumns(t), [t]);
  const ruleOptions = rules.data?.list.map((rule) => ({ value: rule.id, label: rule.name })) ?? [];
  return (
    <>
      <FilterBar
        name="dunningReminderFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('dunning.sent.keyword'), placeholder: t('dunning.sent.keywordPlaceholder'), maxLength: DUNNING_LIMITS.keywordMax },
          { kind: 'select', name: 'ruleId', label: t('dunning.sent.rule'), options: ruleOptions, loading: rules.isPending, search: true },
          { kind: 'dateRange', name: 'date', label: t('dunning.sent.sentOn') },
        ]}
        onSearch={reminders.search}
      />
      <PagedTable<DunningReminderView> list={reminders} columns={columns} rowKey="id" totalText={(total) => t('dunning.sent.total', { total })} />
    </>
  );
}
