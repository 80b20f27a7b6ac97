import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFinanceDeptOptions } from './api.ts';

type Props = Pick<SelectProps<number | null>, 'value' | 'onChange' | 'id'>;

/**
 * Picks the finance department owning a customer or a site: the company's enabled departments, and the one already
 * chosen even if it was disabled since (so the form does not show a bare id). Clearing it leaves none.
 */
export function FinanceDeptSelect(props: Props) {
  const { t } = useTranslation();
  const depts = useFinanceDeptOptions();
  const options = useMemo(
    () => (depts.data?.depts ?? [])
      .filter((dept) => dept.enabled || dept.id === props.value)
      .map((dept) => ({ value: dept.id, label: `${dept.code} ${dept.name}` })),
    [depts.data, props.value],
  );
  return (
    <Select<number | null>
      {...props} allowClear showSearch={{ optionFilterProp: 'label' }} loading={depts.isPending} options={options} placeholder={t('financeDept.select.none')}
    />
  );
}
