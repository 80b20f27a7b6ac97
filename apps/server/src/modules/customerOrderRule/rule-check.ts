import { sql, type SQL } from 'drizzle-orm';
import { fieldError, type CommandError, type CreateOrderInput } from '@parcelflow/contract';

/**
 * An order's fields the rules read, as SQL: pieces (int), boxes (jsonb, [{weight, quantity}]), declared value
 * (numeric, -1 when not declared), its currency (text, '' when none) and the receiver's country (text).
 */
export type RuleFields = { pieces: SQL; boxes: SQL; declaredValue: SQL; declaredCurrency: SQL; country: SQL };

/**
 * A lateral join (as `rule`) holding the first rule the order breaks, as 'rule:<what>:<limit>', or no row: the
 * enabled rules of the company for its customer (or every customer) and its channel (or every channel). Joined to
 * the order's `customer` and `channel`, so createOrder checks them inside its one statement and the import for all
 * its orders in one; the fields are SQL for either (parameters, or a recordset's columns).
 */
export function brokenRuleJoin(companyId: number, { pieces, boxes, declaredValue, declaredCurrency, country }: RuleFields): SQL {
  return sql`left join lateral (
      select broken from customer_order_rules r
      cross join lateral (select case
        when r.max_pieces is not null and ${pieces} > r.max_pieces then 'rule:pieces:' || r.max_pieces
        when r.max_piece_weight is not null and exists(select 1 from jsonb_to_recordset(${boxes}) as box(weight numeric, quantity int)
          where box.weight > r.max_piece_weight * box.quantity) then 'rule:pieceWeight:' || r.max_piece_weight
        when r.max_declared_value is not null and ${declaredValue} >= 0 and ${declaredCurrency} not in ('', r.declared_currency) then 'rule:declaredCurrency:' || r.declared_currency
        when r.max_declared_value is not null and ${declaredValue} > r.max_declared_value then 'rule:declaredValue:' || r.max_declared_value
        when cardinality(r.countries) > 0 and not (${country} = any(r.countries)) then 'rule:country:'
      end as broken) as checked
      where r.company_id = ${companyId} and r.enabled and (r.customer_id is null or r.customer_id = customer.id)
        and (r.channel_id is null or r.channel_id = channel.id) and checked.broken is not null
      order by r.id limit 1) as rule on true`;
}

const grams = (kg: number) => Math.round(kg * 1000);

/** The field a broken rule ('rule:<what>:<limit>' from brokenRuleJoin) refuses, with the limit it sets. */
export function orderRuleError(problem: string, input: CreateOrderInput): CommandError {
  const [, what, limitText] = problem.split(':');
  const limit = Number(limitText);
  switch (what) {
    case 'pieces':
      return fieldError('pieces', 'tooBig', { max: limit });
    case 'pieceWeight': {
      const index = Math.max(0, input.boxes.findIndex((box) => grams(box.weight) > grams(limit) * box.quantity));
      return fieldError(`boxes.${index}.weight`, 'tooBig', { max: (grams(limit) * input.boxes[index].quantity) / 1000 });
    }
    case 'declaredCurrency':
      return fieldError('declaredCurrency', 'notAllowed', { currency: limitText });
    case 'declaredValue':
      return fieldError('declaredValue', 'tooBig', { max: limit });
    default:
      return fieldError('receiver.country', 'notAllowed');
  }
}
