import type { TableColumnsType } from 'antd';
import { Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ChannelQuote } from '@parcelflow/contract';
import { nameIn, refusalText, surchargeName, transitText } from './quoteTexts.ts';
import { ServiceTerms } from './ServiceTerms.tsx';
import { compareConvertedTotals, compareTransit } from './sortQuotes.ts';

/** The price columns a refused channel's reason spans, from the zone to the converted total. */
const PRICE_COLUMNS = 6;
const spanReason = (quote: ChannelQuote) => ({ colSpan: quote.refusal ? PRICE_COLUMNS : 1 });
const hiddenWhenRefused = (quote: ChannelQuote) => ({ colSpan: quote.refusal ? 0 : 1 });

type Options = { t: TFunction; language: string; showCarrier: boolean; goodsTypeName: (code: string) => string };

/** The comparison's columns: every figure the server's exact text, sorted by converted total or transit time. */
export function quoteColumns({ t, language, showCarrier, goodsTypeName }: Options): TableColumnsType<ChannelQuote> {
  const carrier: TableColumnsType<ChannelQuote> = showCarrier
    ? [{ title: t('priceQuery.result.carrier'), key: 'carrier', width: 140, render: (_, q) => nameIn(language, q.carrierNameCn, q.carrierNameEn) }]
    : [];
  return [
    ...carrier,
    {
      title: t('priceQuery.result.channel'), key: 'channel', width: 200,
      render: (_, q) => <Space size={4}><Typography.Text strong>{q.channelCode}</Typography.Text><span>{nameIn(language, q.channelNameCn, q.channelNameEn)}</span></Space>,
    },
    {
      title: t('priceQuery.result.zone'), key: 'zone', width: 100, onCell: spanReason,
      render: (_, q) => (q.refusal ? <Typography.Text type="secondary">{refusalText(t, q.refusal)}</Typography.Text> : q.price && `${q.price.zoneCode} ${q.price.zoneName}`.trim()),
    },
    {
      title: t('priceQuery.result.chargeableWeight'), key: 'chargeableWeight', width: 120, align: 'right', onCell: hiddenWhenRefused,
      render: (_, q) => q.price && (
        <Tooltip title={t('priceQuery.result.weights', { actual: q.price.actualWeight, volumetric: q.price.volumetricWeight })}>
          <span>{q.price.chargeableWeight}</span>
        </Tooltip>
      ),
    },
    { title: t('priceQuery.result.baseFreight'), key: 'baseFreight', width: 110, align: 'right', onCell: hiddenWhenRefused, render: (_, q) => q.price?.baseFreight },
    {
      title: t('priceQuery.result.surcharges'), key: 'surcharges', width: 200, onCell: hiddenWhenRefused,
      render: (_, q) => q.price?.surcharges.map((line, index) => <div key={index}>{surchargeName(t, line, goodsTypeName)} {line.amount}</div>),
    },
    { title: t('priceQuery.result.total'), key: 'total', width: 120, align: 'right', onCell: hiddenWhenRefused, render: (_, q) => q.price && `${q.price.total} ${q.price.currency}` },
    {
      title: t('priceQuery.result.converted'), key: 'converted', width: 130, align: 'right', onCell: hiddenWhenRefused, sorter: compareConvertedTotals,
      render: (_, q) => (q.converted ? `${q.converted.amount} ${q.converted.currency}` : q.price && <Typography.Text type="secondary">{t('priceQuery.result.noConversion')}</Typography.Text>),
    },
    { title: t('priceQuery.result.transit'), key: 'transit', width: 100, sorter: compareTransit, render: (_, q) => transitText(t, q.transitDaysMin, q.transitDaysMax) },
    { title: t('priceQuery.result.serviceTerms'), key: 'serviceTerms', width: 200, render: (_, q) => <ServiceTerms text={q.serviceTerms} /> },
  ];
}
