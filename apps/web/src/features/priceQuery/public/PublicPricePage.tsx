import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicPriceQueryOutput } from '@parcelflow/contract';
import { callCommand, CommandFailure } from '../../../app/envelope.ts';
import { describeFailure } from '../../../app/failures/planFailure.ts';
import { PublicPageFrame } from '../../../app/plain/PublicPageFrame.tsx';
import { nameIn } from '../quoteTexts.ts';
import { PublicPriceForm, type PublicPriceAsk } from './PublicPriceForm.tsx';
import { PublicQuoteTable } from './PublicQuoteTable.tsx';
import { usePublicCarrier } from './usePublicCarrier.ts';
import './publicPrice.css';

/**
 * /offeraquery, /shtquery, /HYPrice1, /HYPrice2: a carrier's public selling prices for a destination and a weight,
 * without logging in. A light page like the public tracking page: plain React with its own CSS.
 */
export function PublicPricePage() {
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  const carrier = usePublicCarrier(query.get('companyNo'));
  const [result, setResult] = useState<PublicPriceQueryOutput>();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const search = async (companyNo: string, ask: PublicPriceAsk) => {
    setLoading(true);
    setFailure(null);
    try {
      setResult(await callCommand<PublicPriceQueryOutput>('main', 'publicPriceQuery', { companyNo, ...ask }, { silent: true }));
    } catch (error) {
      setFailure(error instanceof CommandFailure ? describeFailure(error, t) : String(error));
    } finally {
      setLoading(false);
    }
  };
  const company = carrier.status === 'found' ? carrier.company : undefined;
  const title = company ? t('priceQuery.public.carrierTitle', { name: nameIn(i18n.language, company.companyName, company.companyNameEn) }) : t('priceQuery.public.title');
  return (
    <PublicPageFrame contentClassName="pf-public-price-content">
      <section className="pf-card" aria-labelledby="price-title">
        <h2 id="price-title" className="pf-card-head">{title}</h2>
        <div className="pf-card-body">
          {carrier.status === 'unknown' && <div className="pf-alert-error" role="alert">{t('priceQuery.public.unknownCarrier')}</div>}
          {carrier.status === 'none' && <div className="pf-alert-error" role="alert">{t('priceQuery.public.noCarrier')}</div>}
          {company && <PublicPriceForm loading={loading} onSearch={(ask) => void search(company.companyCode, ask)} />}
          {failure && <div className="pf-alert-error" role="alert">{failure}</div>}
          {result && <PublicQuoteTable result={result} />}
        </div>
      </section>
    </PublicPageFrame>
  );
}
