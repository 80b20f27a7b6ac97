import { useTranslation } from 'react-i18next';
import type { PublicPriceQueryOutput } from '@parcelflow/contract';
import { nameIn, transitText } from '../quoteTexts.ts';

/** A carrier's public prices for the asked destination and weight, the cheapest as the server orders them. */
export function PublicQuoteTable({ result }: { result: PublicPriceQueryOutput }) {
  const { t, i18n } = useTranslation();
  if (!result.quotes.length) return <p className="pf-secondary">{t('priceQuery.public.empty')}</p>;
  return (
    <table className="pf-price-table">
      <thead>
        <tr>
          <th>{t('priceQuery.result.channel')}</th>
          <th>{t('priceQuery.result.transit')}</th>
          <th className="pf-price-number">{t('priceQuery.result.chargeableWeight')}</th>
          <th className="pf-price-number">{t('priceQuery.result.total')}</th>
          <th>{t('priceQuery.result.serviceTerms')}</th>
        </tr>
      </thead>
      <tbody>
        {result.quotes.map((quote) => (
          <tr key={quote.channelCode}>
            <td>{nameIn(i18n.language, quote.channelNameCn, quote.channelNameEn)}</td>
            <td>{transitText(t, quote.transitDaysMin, quote.transitDaysMax)}</td>
            <td className="pf-price-number">{quote.chargeableWeight}</td>
            <td className="pf-price-number">{`${quote.total} ${quote.currency}`}</td>
            <td className="pf-price-terms" title={quote.serviceTerms}>{quote.serviceTerms}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
