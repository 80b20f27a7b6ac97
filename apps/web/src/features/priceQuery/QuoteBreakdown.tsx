import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PriceBreakdown } from '@parcelflow/contract';
import { surchargeName } from './quoteTexts.ts';

/** "VIP (-5%)": a level priced by its percentage names it; one with its own card names the level alone. */
function priceLevelText(level: NonNullable<PriceBreakdown['priceLevel']>): string {
  if (level.adjustPercent === null) return level.name;
  const sign = level.adjustPercent.startsWith('-') ? '' : '+';
  return `${level.name} (${sign}${level.adjustPercent}%)`;
}

type Props = { price: PriceBreakdown; goodsTypeName: (code: string) => string };

/** A channel's whole price: the card, the base freight (and whether the minimum charge raised it), each surcharge and the total. */
export function QuoteBreakdown({ price, goodsTypeName }: Props) {
  const { t } = useTranslation();
  const money = (amount: string) => `${amount} ${price.currency}`;
  const items = [
    { key: 'rateCard', label: t('priceQuery.breakdown.rateCard'), children: price.rateCardName },
    ...(price.priceLevel ? [{ key: 'priceLevel', label: t('priceQuery.breakdown.priceLevel'), children: priceLevelText(price.priceLevel) }] : []),
    {
      key: 'base', label: t('priceQuery.breakdown.base'),
      children: <>{money(price.baseFreight)} {price.minChargeApplied && <Tag color="gold">{t('priceQuery.breakdown.minCharge')}</Tag>}</>,
    },
    ...price.surcharges.map((line, index) => ({ key: `surcharge-${index}`, label: surchargeName(t, line, goodsTypeName), children: money(line.amount) })),
    { key: 'total', label: t('priceQuery.breakdown.total'), children: <strong>{money(price.total)}</strong> },
  ];
  return <Descriptions size="small" column={1} bordered items={items} style={{ maxWidth: 480 }} />;
}
