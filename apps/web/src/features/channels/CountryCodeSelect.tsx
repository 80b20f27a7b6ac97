import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@parcelflow/contract';
import { countryLabel } from '../../components/countryLabel.ts';

/** Countries by ISO code with their names in the interface language, searchable; one or (mode="multiple") several. */
export function CountryCodeSelect(props: Omit<SelectProps<string | string[]>, 'options' | 'showSearch'>) {
  const { i18n } = useTranslation();
  const options = useMemo(() => COUNTRY_CODES.map((code) => ({ value: code, label: countryLabel(code, i18n.language) })), [i18n.language]);
  return <Select {...props} showSearch={{ optionFilterProp: 'label' }} options={options} />;
}
