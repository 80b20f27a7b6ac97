import { getDestCountryComboBox, type ComboBoxItem } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { RemoteSelect, type RemoteSelectProps } from './RemoteSelect.tsx';

const displayNames = new Map<string, Intl.DisplayNames>();

/** "US United States" / "US 美国": the server sends ISO codes, the name follows the interface language. */
export function countryLabel(code: string, language: string): string {
  if (!displayNames.has(language)) displayNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));
  const name = code.length === 2 ? displayNames.get(language)!.of(code) : undefined;
  return name && name !== code ? `${code} ${name}` : code;
}

/** The destination-country autocomplete (main/getDestCountryComboBox) with names in the user's language. */
export function CountrySelect(props: Omit<RemoteSelectProps, 'command' | 'formatLabel' | 'valueLabel'>) {
  const { t, i18n } = useTranslation();
  const value = typeof props.value === 'string' ? props.value : undefined;
  return (
    <RemoteSelect
      placeholder={t('orderForm.placeholder.country')}
      allowClear
      {...props}
      command={getDestCountryComboBox}
      formatLabel={(item: ComboBoxItem) => countryLabel(String(item.value), i18n.language)}
      valueLabel={value ? countryLabel(value, i18n.language) : undefined}
    />
  );
}
