import { sql, type SQL } from 'drizzle-orm';
import { CommandError, fieldError, normalisePostcode, type CreateOrderInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { unknownGoodsTypeWhen } from '../baseData/index.ts';
import { channelProblems, type OrderDestination } from '../channel/index.ts';
import { brokenRuleJoin, orderRuleError, type RuleFields } from '../customerOrderRule/index.ts';
import { postcodeMismatchError, postcodeMismatchWhen } from '../postcode/index.ts';
import { agreementAllows, utcToday } from '../transAgreement/index.ts';
import { executeRows } from '../../db/execute-rows.ts';

/** What orderFieldsProblem may answer, and the error each is. */
const PROBLEMS = {
  customerNotFound: () => fieldError('customerId', 'notFound'),
  customerDeleted: () => new CommandError(10040),
  customerStopped: () => new CommandError(10039),
  customerNotUsable: () => new CommandError(10041),
  channelNotFound: () => fieldError('channelId', 'notFound'),
  channelDisabled: () => fieldError('channelId', 'disabled'),
  channelNoCountry: () => new CommandError(101001, { field: 'receiver.country' }),
  channelNoPostcode: () => new CommandError(101001, { field: 'receiver.postcode' }),
  channelNotAgreed: () => fieldError('channelId', 'notAgreed'),
  goodsTypeNotFound: () => fieldError('goodsType', 'notFound'),
  partnerNotFound: () => fieldError('partnerCompanyNo', 'notFound'),
  partnerIsOwnCarrier: () => fieldError('partnerCompanyNo', 'invalidValue'),
  waybillTaken: () => new CommandError(10003, { field: 'waybillNo' }),
  referenceNo1: () => fieldError('referenceNo1', 'invalidValue'),
  referenceNo2: () => fieldError('referenceNo2', 'invalidValue'),
  referenceNo3: () => fieldError('referenceNo3', 'invalidValue'),
} satisfies Record<string, () => CommandError>;
/**
 * A named problem, a broken customer order rule ('rule:<what>:<limit>', see brokenRuleJoin), or a receiver's city the
 * postcode data disagrees with ('postcodeCity:<its city>', see postcodeMismatchWhen).
 */
export type OrderFieldsProblem = keyof typeof PROBLEMS | `rule:${string}` | `postcodeCity:${string}`;

const REFERENCE_KEYS = ['referenceNo1', 'referenceNo2', 'referenceNo3'] as const;

/**
 * A WHEN of the checks for a field given only: planning a subquery on orders opens each of its indexes, and an
 * empty field cannot be taken.
 */
const whenGiven = (value: unknown, when: SQL) => (value ? when : sql``);

/** An order's reference number taken by another order of the company that is not cancelled (any of its three). */
const referenceTaken = (companyId: number, key: (typeof REFERENCE_KEYS)[number], value: string | undefined, exceptId: number) => whenGiven(value, sql`
      when exists(select 1 from orders where company_id = ${companyId} and status <> 'cancelled' and id <> ${exceptId}
        and (reference_no1 = ${value} or reference_no2 = ${value} or reference_no3 = ${value})) then ${sql.raw(`'${key}'`)}`);

/** What the channel, agreement and rule checks read of an order, as SQL: parameters, or a recordset's columns. */
export type CheckFields = OrderDestination & RuleFields;

/**
 * The values CheckFields reads, as the form gave them: the postcode normalised, and '' and -1 rather than NULL when
 * not given (a prepared statement's NULL parameter keeps PostgreSQL replanning it).
 */
function checkValuesOf(input: CreateOrderInput) {
  return {
    country: input.receiver.country, postcode: normalisePostcode(input.receiver.postcode ?? ''), pieces: input.pieces,
    boxes: input.boxes.map(({ weight, quantity }) => ({ weight, quantity })), declaredValue: input.declaredValue ?? -1, declaredCurrency: input.declaredCurrency ?? '',
  };
}

/** One order's values as parameters of its statement, each cast as the checks compare it: the text stays one. */
function parametersOf(input: CreateOrderInput): CheckFields {
  const values = checkValuesOf(input);
  return {
    country: sql`${values.country}::text`, postcode: sql`${values.postcode}::text`, pieces: sql`${values.pieces}::int`, boxes: sql`${JSON.stringify(values.boxes)}::jsonb`,
    declaredValue: sql`${values.declaredValue}::numeric`, declaredCurrency: sql`${values.declaredCurrency}::text`,
  };
}

/**
 * The WHENs about the order's channel and the customer's transport agreements (in force on `today`), the WHEN of a
 * broken order rule, and the joins they read: the order's customer (as `customer`), its channel (`channel`) and the
 * first rule it breaks (`rule`, brokenRuleJoin). One definition for one order (orderFieldsProblem), for a file's orders
 * (channelProblemsOfOrders) and for a freight trial's channels (the price module), so a trial refuses what an order would.
 */
export const channelWhens = (companyId: number, fields: CheckFields, today = utcToday()) => sql`${channelProblems(fields)}
      when not ${agreementAllows({ companyId, customerId: sql`customer.id`, groupId: sql`customer.group_id`, channelId: sql`channel.id`, today })} then 'channelNotAgreed'`;
export const RULE_WHEN = sql`
      when rule.broken is not null then rule.broken`;
const checkedJoins = (companyId: number, customerId: SQL, channelId: SQL, fields: CheckFields) => sql`
      left join customers as customer on customer.id = ${customerId} and customer.company_id = ${companyId}
      left join channels as channel on channel.id = ${channelId} and channel.company_id = ${companyId}
      ${brokenRuleJoin(companyId, fields)}`;

/**
 * The first reason an order's fields cannot be written, as a text expression (null when there is none): the
 * customer is the company's and usable, the channel is the company's, enabled, serves the destination and is in the
 * customer's transport agreements, the goods type is built in or the company's own, the partner is another known carrier,
 * the receiver's city is the one the company's postcode data gives its postcode (40002), the waybill and the reference numbers are
 * free (exceptId: the order being edited), and the customer's order rules are met. Every check in one expression
 * (each its own round trip made createOrder slow); CASE stops at the first failure, in the order the errors are
 * answered. Every value is a parameter: createOrder's prepared statement keeps one text per shape.
 */
export function orderFieldsProblem(companyId: number, customerId: number, input: CreateOrderInput, exceptId = 0): SQL {
  // '' rather than NULL when there is none: a prepared statement's NULL parameter keeps PostgreSQL replanning it.
  const partnerNo = input.partnerCompanyNo?.toUpperCase() ?? '';
  const fields = parametersOf(input);
  return sql`(select case
      when customer.id is null then 'customerNotFound'
      when customer.deleted_at is not null then 'customerDeleted'
      when customer.status = 'stopped' then 'customerStopped'
      when not customer.enabled or customer.status <> 'normal' then 'customerNotUsable'${channelWhens(companyId, fields)}${unknownGoodsTypeWhen(companyId, input.goodsType)}
      when ${partnerNo} <> '' and partner.id is null then 'partnerNotFound'
      when partner.id = ${companyId} then 'partnerIsOwnCarrier'${postcodeMismatchWhen(companyId, input.receiver)}${whenGiven(input.waybillNo, sql`
      when exists(select 1 from orders where company_id = ${companyId} and waybill_no = ${input.waybillNo} and id <> ${exceptId}) then 'waybillTaken'`)}${sql.join(REFERENCE_KEYS.map((key) => referenceTaken(companyId, key, input[key], exceptId)))}${RULE_WHEN}
    end
    from (select 1) as one${checkedJoins(companyId, sql`${customerId}`, sql`${input.channelId}`, fields)}
      left join companies as partner on partner.company_no = ${partnerNo} and partner.kind = 'carrier')`;
}

/** An order of many to check at once: its customer (the company's usable one) and its fields. */
export type OrderToCheck = { customerId: number; input: CreateOrderInput };
/** The first problem of an order of many (its index in the list given), with its channel's code. */
export type OrderChannelProblem = { index: number; problem: OrderFieldsProblem; channelCode: string | null };

/** The columns of the recordset channelProblemsOfOrders reads the orders from, with their types. */
const RECORD_COLUMNS = { index: 'int', customerId: 'int', channelId: 'int', country: 'text', postcode: 'text', pieces: 'int', boxes: 'jsonb', declaredValue: 'numeric', declaredCurrency: 'text' };
const column = (name: keyof typeof RECORD_COLUMNS) => sql`o.${sql.identifier(name)}`;
const RECORD_DEFINITION = sql.join(Object.entries(RECORD_COLUMNS).map(([name, type]) => sql`${sql.identifier(name)} ${sql.raw(type)}`), sql`, `);

/**
 * The channel, agreement and rule checks of orderFieldsProblem for many orders in one statement (the import's
 * file), the orders one JSON parameter read as a recordset: the first problem of each order that has one. The
 * customer is checked by whoever chose it: an order whose customer is not the company's is left out.
 */
export async function channelProblemsOfOrders(db: Db, companyId: number, orders: readonly OrderToCheck[]): Promise<OrderChannelProblem[]> {
  if (!orders.length) return [];
  const records = orders.map(({ customerId, input }, index) => ({ index, customerId, channelId: input.channelId, ...checkValuesOf(input) }));
  const fields: CheckFields = {
    country: column('country'), postcode: column('postcode'), pieces: column('pieces'), boxes: column('boxes'),
    declaredValue: column('declaredValue'), declaredCurrency: column('declaredCurrency'),
  };
  return executeRows<OrderChannelProblem>(db, sql`select "index", problem, "channelCode" from (
    select o."index", channel.code as "channelCode", case${channelWhens(companyId, fields)}${RULE_WHEN}
    end as problem
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as o(${RECORD_DEFINITION})${checkedJoins(companyId, column('customerId'), column('channelId'), fields)}
    where customer.id is not null) as checked
    where problem is not null order by "index"`);
}

export function throwIfProblem(problem: OrderFieldsProblem | null, input: CreateOrderInput): void {
  if (!problem) return;
  if (problem.startsWith('rule:')) throw orderRuleError(problem, input);
  if (problem.startsWith('postcodeCity:')) throw postcodeMismatchError(problem.slice('postcodeCity:'.length));
  throw PROBLEMS[problem as keyof typeof PROBLEMS]();
}

/** The checks of orderFieldsProblem alone (an edit; createOrder runs them within its insert). */
export async function assertOrderFieldsUsable(db: Db, companyId: number, customerId: number, input: CreateOrderInput, exceptId?: number): Promise<void> {
  const [{ problem }] = await executeRows<{ problem: OrderFieldsProblem | null }>(db, sql`select ${orderFieldsProblem(companyId, customerId, input, exceptId)} as problem`);
  throwIfProblem(problem, input);
}
