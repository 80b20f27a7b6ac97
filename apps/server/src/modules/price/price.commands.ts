import { CommandError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/rateCard/commands';
import { implement } from '../../envelope/command.ts';
import { findPublicCarrier } from '../company/index.ts';
import { countEvent } from '../security/index.ts';
import { ownParties, staffParty } from './pricing-parties.ts';
import { quoteChannels, sortQuotes } from './quote-channels.ts';
import { shipmentOfTrial } from './trial-shipment.ts';

/** Public price queries per address and minute: a page's visitor types a few; a script enumerating is stopped (10058). */
export const PUBLIC_PRICE_RATE = { perMinute: 30 } as const;

export const priceCommands = [
  implement(contract.freightTrial, async (ctx, input) => {
    const { caller } = ctx;
    // Cost prices are finance's: never a customer's login, never without the right.
    if (input.kind === 'cost' && (caller.customerId || !caller.functions.has('rateCard.cost'))) throw new CommandError(10021);
    const party = await staffParty(ctx.db, caller, input.customerId);
    const shipment = shipmentOfTrial(input);
    const quotes = await quoteChannels(ctx.db, party, shipment, { kind: input.kind, channelIds: input.channelIds, displayCurrency: input.displayCurrency, showLevel: true });
    return { day: shipment.day, quotes: sortQuotes(quotes) };
  }),
  implement(contract.queryOwnPrices, async (ctx, input) => {
    const parties = await ownParties(ctx.db, ctx.caller, input.carrierCompanyNo);
    const shipment = shipmentOfTrial(input);
    // Channel ids are one carrier's: with several carriers they would name another's channels.
    const channelIds = parties.length === 1 ? input.channelIds : undefined;
    const quotes = [];
    for (const party of parties) quotes.push(...await quoteChannels(ctx.db, party, shipment, { kind: 'sell', channelIds, displayCurrency: input.displayCurrency }));
    return { day: shipment.day, quotes: sortQuotes(quotes) };
  }),
  implement(contract.publicPriceQuery, async (ctx, input) => {
    if ((await countEvent(ctx.db, `publicPrice:${ctx.ip}`, 60_000)) > PUBLIC_PRICE_RATE.perMinute) throw new CommandError(10058);
    const carrier = await findPublicCarrier(ctx.db, input.companyNo);
    const shipment = shipmentOfTrial({
      country: input.country, postcode: input.postcode, city: '', goodsType: 'general', pieces: [{ quantity: 1, weight: input.weight }],
      declaredCurrency: 'USD', insured: false,
    });
    const quotes = sortQuotes(await quoteChannels(ctx.db, { ...carrier, customerId: null }, shipment, { kind: 'sell', publicOnly: true }));
    return {
      companyNo: carrier.companyNo, companyNameCn: carrier.nameCn, companyNameEn: carrier.nameEn, day: shipment.day,
      quotes: quotes.flatMap(({ channelCode, channelNameCn, channelNameEn, transitDaysMin, transitDaysMax, serviceTerms, price }) => (price
        ? [{ channelCode, channelNameCn, channelNameEn, transitDaysMin, transitDaysMax, serviceTerms, currency: price.currency, chargeableWeight: price.chargeableWeight, total: price.total }]
        : [])),
    };
  }),
];
