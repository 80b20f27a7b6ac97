import { useState } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS, splitTrackingLines } from '@parcelflow/contract';
import { Button } from '../../app/plain/Button.tsx';

/** The box grows with the lines typed, from four to ten, as antd's auto-sized text area did. */
const MIN_ROWS = 4;
const MAX_ROWS = 10;

type Props = { loading: boolean; onSearch: (numbers: string) => void };

/**
 * The public page's numbers, one a line, up to the query limit; the count turns red past it and the search stays off.
 * NumbersForm's plain twin: the back-office keeps antd's, with the company's own limit.
 */
export function PublicNumbersForm({ loading, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const max = ORDER_LIMITS.trackingLinesMax;
  // The limit counts lines, a repeated number too, as the server does.
  const count = splitTrackingLines(text).length;
  const tooMany = count > max;
  const rows = Math.min(MAX_ROWS, Math.max(MIN_ROWS, text.split('\n').length));
  return (
    <div className="pf-numbers-form">
      <textarea
        className="pf-textarea"
        value={text}
        rows={rows}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('tracking.form.placeholder', { max })}
        aria-label={t('tracking.form.numbers')}
        aria-describedby="tracking-count"
      />
      <div className="pf-numbers-form-actions">
        <Button variant="primary" icon={SearchOutlined} loading={loading} disabled={!count || tooMany} onClick={() => onSearch(text)}>
          {t('tracking.form.search')}
        </Button>
        <span id="tracking-count" className={tooMany ? 'pf-danger' : 'pf-secondary'}>
          {t('tracking.form.count', { count, max })}
        </span>
      </div>
    </div>
  );
}
