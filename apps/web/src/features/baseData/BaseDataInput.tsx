import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExtensibleBaseDataKind } from '@parcelflow/contract';
import { baseDataNameIn, useBaseDataOptions } from './useBaseDataOptions.ts';

type Props = {
  kind: Exclude<ExtensibleBaseDataKind, 'goodsType'>;
  carrierCompanyNo?: string;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  'aria-label'?: string;
};

type Option = { value: string; label: string };

const matches = (typed: string, option?: Option) => Boolean(option?.label.toLowerCase().includes(typed.trim().toLowerCase()));

/** A unit or purpose typed freely or picked from the base data: the code goes in, shown beside its name. */
export function BaseDataInput({ kind, carrierCompanyNo, ...input }: Props) {
  const { i18n } = useTranslation();
  const { valuesOf } = useBaseDataOptions(carrierCompanyNo);
  const options: Option[] = valuesOf(kind).map((value) => ({ value: value.code, label: `${value.code} ${baseDataNameIn(value, i18n.language)}` }));
  return <AutoComplete {...input} options={options} showSearch={{ filterOption: matches }} popupMatchSelectWidth={260} />;
}
