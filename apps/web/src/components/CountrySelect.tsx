import { getDestCountryComboBox } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { countryLabel } from './countryLabel.ts';
import { RemoteSelect, type RemoteSelectProps } from './RemoteSelect.tsx';

/** The country autocomplete (main/getDestCountryComboBox, type country): the server's table, labelled in the user's language. */
export function CountrySelect(props: Omit<RemoteSelectProps, 'command' | 'formatLabel' | 'valueLabel'>) {
  const { t, i18n } = useTranslation();
  const value = typeof props.value === 'string' ? props.value : undefined;
  return (
    <RemoteSelect
      placeholder={t('orderForm.placeholder.country')}
      allowClear
      {...props}
      command={getDestCountryComboBox}
      valueLabel={value ? countryLabel(value, i18n.language) : undefined}
    />
  );
}
