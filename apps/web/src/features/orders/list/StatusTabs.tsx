import { Badge } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, StatusCounts } from '@parcelflow/contract';
import { useHeightVariable } from '../../../components/useHeightVariable.ts';
import type { StatusTab } from './listQuery.ts';

/** The tabs' height (one line or two), which the table's scrolling body leaves room for. */
export const STATUS_TABS_HEIGHT_VARIABLE = '--pf-status-tabs';

type Props = { statuses: readonly OrderStatus[]; counts: StatusCounts | undefined; active: StatusTab; onChange: (status: StatusTab) => void };

/** Arrow keys move along the tabs as in any tab list (WAI-ARIA tabs pattern), Home and End to either end. */
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * "All" and one tab per status, each with how many orders the filters find in it. The tabs wrap onto a second
 * line when the labels are long (English at 1440 px) rather than hide behind a "…" menu: all show at a glance.
 */
export function StatusTabs({ statuses, counts, active, onChange }: Props) {
  const { t } = useTranslation();
  const tabs: StatusTab[] = ['all', ...statuses];
  const ref = useHeightVariable<HTMLDivElement>(STATUS_TABS_HEIGHT_VARIABLE, 'parent');
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    const status = tabs[next];
    if (status === undefined) return; // every step answers an index in 0..count-1
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
    onChange(status);
  };
  return (
    <div ref={ref} role="tablist" aria-label={t('orderList.tabs.label')} className="order-status-tabs">
      {tabs.map((status, index) => (
        <button
          key={status} type="button" role="tab" aria-selected={status === active} tabIndex={status === active ? 0 : -1}
          className="order-status-tab" onClick={() => onChange(status)} onKeyDown={(event) => move(event, index)}
        >
          {status === 'all' ? t('orderList.tabs.all') : t(`order.status.${status}`)}
          <Badge count={counts?.[status] ?? 0} showZero overflowCount={99_999} color={status === active ? 'blue' : 'rgba(0,0,0,0.25)'} size="small" />
        </button>
      ))}
    </div>
  );
}
