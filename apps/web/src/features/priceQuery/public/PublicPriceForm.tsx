import { useState, type FormEvent } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@parcelflow/contract';
import { Button } from '../../../app/plain/Button.tsx';
import { countryLabel } from '../../../components/countryLabel.ts';

export type PublicPriceAsk = { country: string; postcode: string; weight: number };

type Props = { loading: boolean; onSearch: (ask: PublicPriceAsk) => void };

/** Country (typed or picked by code or name), postcode and weight: all a visitor gives to see a carrier's prices. */
export function PublicPriceForm({ loading, onSearch }: Props) {
  const { t, i18n } = useTranslation();
  const [country, setCountry] = useState('');
  const [postcode, setPostcode] = useState('');
  const [weight, setWeight] = useState('');
  // The list offers "US United States"; its code is what the server takes.
  const countryCode = country.trim().split(' ')[0]!.toUpperCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ country: countryCode, postcode: postcode.trim(), weight: Number(weight) });
  };
  const input = (id: string, label: string, value: string, onChange: (value: string) => void, extra: Record<string, string> = {}) => (
    <label className="pf-price-field" htmlFor={id}>
      <span>{label}</span>
      <span className="pf-input"><input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...extra} /></span>
    </label>
  );
  return (
    <form className="pf-price-form" onSubmit={submit}>
      {input('price-country', t('priceQuery.form.country'), country, setCountry, { list: 'price-countries', autoComplete: 'off' })}
      <datalist id="price-countries">
        {COUNTRY_CODES.map((code) => <option key={code} value={countryLabel(code, i18n.language)} />)}
      </datalist>
      {input('price-postcode', t('priceQuery.form.postcode'), postcode, setPostcode)}
      {input('price-weight', t('priceQuery.public.weight'), weight, setWeight, { inputMode: 'decimal' })}
      <Button type="submit" variant="primary" icon={SearchOutlined} loading={loading} disabled={!countryCode || !weight.trim()}>
        {t('priceQuery.public.search')}
      </Button>
    </form>
  );
}
