import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicTrackingResult } from '@parcelflow/contract';
import { callCommand, CommandFailure } from '../../app/envelope.ts';
import { describeFailure } from '../../app/failures/planFailure.ts';
import { PublicPageFrame } from '../../app/plain/PublicPageFrame.tsx';
import { PublicNumbersForm } from './PublicNumbersForm.tsx';
import { PublicResultCard } from './PublicResultCard.tsx';
import './tracking.css';

/**
 * /implantOrdertracking: a receiver tracks parcels without logging in; only public events show. A light page: plain
 * React with its own CSS, so it shows before antd and the back-office download.
 */
export function PublicTrackingPage() {
  const { t } = useTranslation();
  const [results, setResults] = useState<PublicTrackingResult[]>();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const search = async (numbers: string) => {
    setLoading(true);
    setFailure(null);
    try {
      setResults(await callCommand<PublicTrackingResult[]>('main', 'publicTracking', { numbers }));
    } catch (error) {
      setFailure(error instanceof CommandFailure ? describeFailure(error, t) : String(error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <PublicPageFrame>
      <section className="pf-card" aria-labelledby="tracking-title">
        <h2 id="tracking-title" className="pf-card-head">
          {t('tracking.public.title')}
        </h2>
        <div className="pf-card-body">
          <PublicNumbersForm loading={loading} onSearch={(numbers) => void search(numbers)} />
          {failure && (
            <div className="pf-alert-error pf-tracking-failure" role="alert">
              {failure}
            </div>
          )}
        </div>
      </section>
      {results?.map((result) => <PublicResultCard key={result.number} result={result} />)}
    </PublicPageFrame>
  );
}
