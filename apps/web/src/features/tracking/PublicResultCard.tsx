import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLOURS, type PublicTrackingResult } from '@parcelflow/contract';
import { countryLabel } from '../../components/countryLabel.ts';
import { PublicEventList } from './PublicEventList.tsx';

/** One searched number on the public page: its status, destination and public events, or "not found". */
export function PublicResultCard({ result }: { result: PublicTrackingResult }) {
  const { t, i18n } = useTranslation();
  const tag = result.found ? (
    <span className={`pf-tag pf-tag-${ORDER_STATUS_COLOURS[result.status]}`}>{t(`tracking.status.${result.status}`)}</span>
  ) : (
    <span className="pf-tag">{t('tracking.result.notFound')}</span>
  );
  return (
    <section className="pf-card pf-card-small" aria-label={result.number}>
      <h3 className="pf-card-head">
        <span>{result.number}</span>
        {tag}
      </h3>
      {result.found && (
        <div className="pf-card-body">
          <dl className="pf-tracking-destination">
            <dt>{t('tracking.result.destination')}</dt>
            <dd>{countryLabel(result.country, i18n.language)}</dd>
          </dl>
          <PublicEventList events={result.events} />
        </div>
      )}
    </section>
  );
}
