import { useMemo } from 'react';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChannelQuote, FreightTrialOutput } from '@parcelflow/contract';
import { useBaseDataOptions } from '../baseData/useBaseDataOptions.ts';
import { QuoteBreakdown } from './QuoteBreakdown.tsx';
import { quoteColumns } from './quoteColumns.tsx';

const keyOf = (quote: ChannelQuote) => `${quote.carrierCompanyNo}/${quote.channelId}`;

/**
 * The one-click comparison of both price screens: every channel in the server's order (offered first, cheapest
 * first), refused ones greyed with the reason; an offered row opens to its whole breakdown. The carrier column shows
 * when the channels come from several carriers.
 */
export function QuoteTable({ result }: { result: FreightTrialOutput }) {
  const { t, i18n } = useTranslation();
  const { nameOf } = useBaseDataOptions();
  const showCarrier = new Set(result.quotes.map((quote) => quote.carrierCompanyNo)).size > 1;
  const columns = useMemo(
    () => quoteColumns({ t, language: i18n.language, showCarrier, goodsTypeName: (code) => nameOf('goodsType', code) }),
    [t, i18n.language, showCarrier, nameOf],
  );
  return (
    <Card size="small" title={t('priceQuery.result.title', { day: result.day })}>
      <Table<ChannelQuote>
        size="small" rowKey={keyOf} columns={columns} dataSource={result.quotes} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('priceQuery.result.empty') }}
        onRow={(quote) => ({ style: quote.refusal ? { color: 'rgba(0, 0, 0, 0.45)', background: '#fafafa' } : undefined, 'aria-disabled': Boolean(quote.refusal) })}
        expandable={{
          rowExpandable: (quote) => quote.price !== null,
          expandedRowRender: (quote) => quote.price && <QuoteBreakdown price={quote.price} goodsTypeName={(code) => nameOf('goodsType', code)} />,
        }}
      />
    </Card>
  );
}
