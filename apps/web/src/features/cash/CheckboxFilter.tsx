import { Checkbox } from 'antd';

type Props = { value?: boolean; onChange?: (value: boolean | undefined) => void; label: string; id?: string };

/** A FilterBar input that narrows the list when ticked and leaves it whole otherwise (sent as true or not at all). */
export function CheckboxFilter({ value, onChange, label, id }: Props) {
  return <Checkbox id={id} checked={value === true} onChange={(event) => onChange?.(event.target.checked || undefined)}>{label}</Checkbox>;
}
