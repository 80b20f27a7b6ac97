import { getDestCountryComboBox } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { countryLabel } from './countryLabel.ts';
import { RemoteSelect, type RemoteSelectProps } from './RemoteSelect.tsx';

/**
 * Every country field (main/getDestCountryComboBox, type country): the server's table, labelled in the user's
 * language; one country, or with mode "multiple" several (a channel's or an order rule's countries).
 */
export function CountrySelect(props: Omit<RemoteSelectProps, 'command' | 'formatLabel' | 'valueLabel'>) {
  const { t, i18n } = useTranslation();
  return (
    <RemoteSelect
      placeholder={t('orderForm.placeholder.country')}
      allowClear
      {...props}
      command={getDestCountryComboBox}
      valueLabel={(code) => countryLabel(String(code), i18n.language)}
    />
  );
}
