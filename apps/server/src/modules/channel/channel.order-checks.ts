import { sql, type SQL } from 'drizzle-orm';

/** The receiver's destination as SQL text expressions: its country and its postcode as normalisePostcode gives it ('' when none). */
export type OrderDestination = { country: SQL; postcode: SQL };

/**
 * The WHENs of an order's checks about its channel (joined as `channel`): the company's, enabled, and serving the
 * receiver's country and postcode. The destination is SQL, so that one definition checks an order given as
 * parameters (createOrder) and a file's orders given as a recordset (the import). A postcode rule is a prefix or a
 * range of prefixes of one length (see isPostcodeRule), compared byte by byte (collate "C") as the contract compares them.
 */
export function channelProblems({ country, postcode }: OrderDestination): SQL {
  const from = sql`split_part(rule, '-', 1)`;
  const to = sql`coalesce(nullif(split_part(rule, '-', 2), ''), ${from})`;
  return sql`
      when channel.id is null then 'channelNotFound'
      when not channel.enabled then 'channelDisabled'
      when channel.destinations <> '[]'::jsonb and not channel.destinations @> jsonb_build_array(jsonb_build_object('country', ${country})) then 'channelNoCountry'
      when channel.postcode_destinations and channel.destinations <> '[]'::jsonb and not exists(
        select 1 from jsonb_array_elements(channel.destinations) as destination
         where destination->>'country' = ${country}
           and (jsonb_array_length(destination->'postcodes') = 0 or exists(
             select 1 from jsonb_array_elements_text(destination->'postcodes') as rule
              where length(${from}) <= length(${postcode}) and left(${postcode}, length(${from})) collate "C" between ${from} and ${to}))) then 'channelNoPostcode'`;
}
