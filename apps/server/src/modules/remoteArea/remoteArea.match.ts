import { sql, type SQL } from 'drizzle-orm';
import { cityKeyOf, normalisePostcode, type RemoteClass } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { remoteAreas } from './remoteArea.table.ts';

/** What the match reads of an order: its channel and its receiver's country, postcode and city. */
export type OrderPlace = { channelId: number; receiver: { country: string; postcode?: string; city?: string } };

/** Orders per statement: an import's file is matched in a few short statements. */
const PLACES_PER_MATCH = 1000;

/** Every prefix of a normalised postcode, shortest first: the prefix rules that may hold it ("99501": 9, 99, ... 99501). */
const prefixesOf = (postcode: string) => Array.from({ length: postcode.length }, (_, length) => postcode.slice(0, length + 1));

/**
 * The remote-area class of each order's place (null where none), in the orders' order: the rows of its channel or of
 * every channel, of its receiver's country, whose postcode rule holds the normalised postcode (its first characters,
 * as many as the rule's, between the rule's bounds) or whose city is the receiver's (case and accents ignored, as the
 * postcode module compares cities). A channel's own row wins over every channel's, then the greater class. One
 * statement for up to a thousand orders; each order is three index lookups: its postcode's prefixes among the prefix
 * rules, the country's ranges (a carrier writes few), its city.
 */
export async function remoteClassesOf(db: Db, companyId: number, places: readonly OrderPlace[]): Promise<(RemoteClass | null)[]> {
  const classes: (RemoteClass | null)[] = [];
  for (let from = 0; from < places.length; from += PLACES_PER_MATCH) {
    const records = places.slice(from, from + PLACES_PER_MATCH).map((place, index) => ({ i: index, ...matchKeysOf(place) }));
    const o = { channelId: sql`o.channel_id`, country: sql`o.country`, postcode: sql`o.postcode`, prefixes: sql`o.prefixes`, cityKey: sql`o.city_key` };
    const rows = await executeRows<{ remote_class: RemoteClass | null }>(db, sql`
      select o.i, ${remoteClassQuery(companyId, o)} as remote_class
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as o(i int, channel_id int, country text, postcode text, prefixes text[], city_key text)
      order by o.i`);
    classes.push(...rows.map((row) => row.remote_class));
  }
  return classes;
}

/** What the match compares of a place: its channel, country, normalised postcode with its prefixes, and city key. */
const matchKeysOf = ({ channelId, receiver }: OrderPlace) => ({ channel_id: channelId, ...placeKeysOf(receiver) });

function placeKeysOf(receiver: OrderPlace['receiver']) {
  const postcode = normalisePostcode(receiver.postcode ?? '');
  return { country: receiver.country, postcode, prefixes: prefixesOf(postcode), city_key: cityKeyOf(receiver.city ?? '') };
}

type PlaceColumns = { channelId: SQL; country: SQL; postcode: SQL; prefixes: SQL; cityKey: SQL };

/** The rows of the company's remote areas holding a place (prefix, range or city rules), for any channel or every channel. */
function placeRows(companyId: number, o: Omit<PlaceColumns, 'channelId'>, onChannel: SQL): SQL {
  const ofCountry = sql`r.company_id = ${companyId} and r.country = ${o.country} and ${onChannel}`;
  return sql`
          select r.channel_id, r.remote_class from ${remoteAreas} r where ${ofCountry} and r.place_kind = 'prefix' and r.rule_from = any(${o.prefixes})
          union all
          select r.channel_id, r.remote_class from ${remoteAreas} r where ${ofCountry} and r.place_kind = 'range'
            and r.rule_from collate "C" <= left(${o.postcode}, length(r.rule_from)) collate "C" and r.rule_to collate "C" >= left(${o.postcode}, length(r.rule_from)) collate "C"
            and length(${o.postcode}) >= length(r.rule_from)
          union all
          select r.channel_id, r.remote_class from ${remoteAreas} r where ${ofCountry} and r.place_kind = 'city' and r.rule_from = '' and r.city_key = ${o.cityKey} and ${o.cityKey} <> ''`;
}

/** The class of one place, as a scalar subquery over its columns (a recordset's, or one order's parameters). */
function remoteClassQuery(companyId: number, o: PlaceColumns): SQL {
  return sql`(select m.remote_class from (${placeRows(companyId, o, sql`(r.channel_id is null or r.channel_id = ${o.channelId})`)}
        ) m order by m.channel_id is null, m.remote_class = 'extendedRemote' desc limit 1)`;
}

/**
 * One order's class as an expression of its statement: createOrder writes it in its one insert, with no read of
 * its own. Every value a typed parameter (the prefixes one JSON array), so the statement's text stays one.
 */
export function remoteClassExpression(companyId: number, place: OrderPlace): SQL {
  const keys = matchKeysOf(place);
  return remoteClassQuery(companyId, {
    channelId: sql`${keys.channel_id}::int`, country: sql`${keys.country}::text`, postcode: sql`${keys.postcode}::text`,
    prefixes: sql`array(select jsonb_array_elements_text(${JSON.stringify(keys.prefixes)}::jsonb))`, cityKey: sql`${keys.city_key}::text`,
  });
}

/**
 * A receiver's place on every channel at once (the freight trial prices them all): the class on a channel is its own
 * rows' (the greater), else every channel's rows'; one statement whatever the number of channels.
 */
export async function remoteClassesOfPlace(db: Db, companyId: number, receiver: OrderPlace['receiver']): Promise<(channelId: number) => RemoteClass | null> {
  const keys = placeKeysOf(receiver);
  const rows = await executeRows<{ channel_id: number | null; remote_class: RemoteClass }>(db, placeRows(companyId, {
    country: sql`${keys.country}::text`, postcode: sql`${keys.postcode}::text`,
    prefixes: sql`array(select jsonb_array_elements_text(${JSON.stringify(keys.prefixes)}::jsonb))`, cityKey: sql`${keys.city_key}::text`,
  }, sql`true`));
  const greatest = (channelId: number | null) => {
    const classes = rows.filter((row) => row.channel_id === channelId).map((row) => row.remote_class);
    return classes.includes('extendedRemote') ? 'extendedRemote' : classes[0] ?? null;
  };
  const everyChannel = greatest(null);
  return (channelId) => greatest(channelId) ?? everyChannel;
}

/** One order's class: createOrder and updateOrder write it with the order. */
export async function remoteClassOf(db: Db, companyId: number, place: OrderPlace): Promise<RemoteClass | null> {
  const [remoteClass] = await remoteClassesOf(db, companyId, [place]);
  return remoteClass ?? null;
}
