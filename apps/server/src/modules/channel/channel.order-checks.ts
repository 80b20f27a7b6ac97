import { sql, type SQL } from 'drizzle-orm';
import { normalisePostcode, type CreateOrderInput } from '@parcelflow/contract';

/**
 * The WHENs of orderFieldsProblem about the order's channel (joined as `channel`): the company's, enabled, and
 * serving the receiver's country and postcode. A postcode rule is a prefix or a range of prefixes of one length
 * (see isPostcodeRule), compared byte by byte (collate "C") as the contract compares them.
 */
export function channelProblems(input: CreateOrderInput): SQL {
  const country = sql`${input.receiver.country}::text`;
  // '' rather than NULL when there is none: a prepared statement's NULL parameter keeps PostgreSQL replanning it.
  const postcode = sql`${normalisePostcode(input.receiver.postcode ?? '')}::text`;
  const from = sql`split_part(rule, '-', 1)`;
  const to = sql`coalesce(nullif(split_part(rule, '-', 2), ''), ${from})`;
  return sql`
      when channel.id is null then 'channelNotFound'
      when not channel.enabled then 'channelDisabled'
      when channel.destinations <> '[]'::jsonb and not channel.destinations @> ${JSON.stringify([{ country: input.receiver.country }])}::jsonb then 'channelNoCountry'
      when channel.postcode_destinations and channel.destinations <> '[]'::jsonb and not exists(
        select 1 from jsonb_array_elements(channel.destinations) as destination
         where destination->>'country' = ${country}
           and (jsonb_array_length(destination->'postcodes') = 0 or exists(
             select 1 from jsonb_array_elements_text(destination->'postcodes') as rule
              where length(${from}) <= length(${postcode}) and left(${postcode}, length(${from})) collate "C" between ${from} and ${to}))) then 'channelNoPostcode'`;
}
