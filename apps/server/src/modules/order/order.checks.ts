import { sql, type SQL } from 'drizzle-orm';
import { CommandError, fieldError, type CreateOrderInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channelProblems } from '../channel/channel.order-checks.ts';
import { brokenRuleJoin, orderRuleError } from '../customerOrderRule/rule-check.ts';
import { agreementAllows, utcToday } from '../transAgreement/agreement-allows.ts';
import { executeRows } from './order.sql.ts';

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
  partnerNotFound: () => fieldError('partnerCompanyNo', 'notFound'),
  partnerIsOwnCarrier: () => fieldError('partnerCompanyNo', 'invalidValue'),
  waybillTaken: () => new CommandError(10003, { field: 'waybillNo' }),
  referenceNo1: () => fieldError('referenceNo1', 'invalidValue'),
  referenceNo2: () => fieldError('referenceNo2', 'invalidValue'),
  referenceNo3: () => fieldError('referenceNo3', 'invalidValue'),
} satisfies Record<string, () => CommandError>;
/** A named problem, or a broken customer order rule ('rule:<what>:<limit>', see brokenRuleJoin). */
export type OrderFieldsProblem = keyof typeof PROBLEMS | `rule:${string}`;

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

/**
 * The first reason an order's fields cannot be written, as a text expression (null when there is none): the
 * customer is the company's and usable, the channel is the company's, enabled, serves the destination and is in the
 * customer's transport agreements, the partner is another known carrier, the waybill and the reference numbers are
 * free (exceptId: the order being edited), and the customer's order rules are met. Every check in one expression
 * (each its own round trip made createOrder slow); CASE stops at the first failure, in the order the errors are
 * answered.
 */
export function orderFieldsProblem(companyId: number, customerId: number, input: CreateOrderInput, exceptId = 0): SQL {
  // '' rather than NULL when there is none: a prepared statement's NULL parameter keeps PostgreSQL replanning it.
  const partnerNo = input.partnerCompanyNo?.toUpperCase() ?? '';
  return sql`(select case
      when customer.id is null then 'customerNotFound'
      when customer.deleted_at is not null then 'customerDeleted'
      when customer.status = 'stopped' then 'customerStopped'
      when not customer.enabled or customer.status <> 'normal' then 'customerNotUsable'
${channelProblems(input)}
      when not ${agreementAllows({ companyId, customerId: sql`customer.id`, groupId: sql`customer.group_id`, channelId: sql`channel.id`, today: utcToday() })} then 'channelNotAgreed'
      when ${partnerNo} <> '' and partner.id is null then 'partnerNotFound'
      when partner.id = ${companyId} then 'partnerIsOwnCarrier'${whenGiven(input.waybillNo, sql`
      when exists(select 1 from orders where company_id = ${companyId} and waybill_no = ${input.waybillNo} and id <> ${exceptId}) then 'waybillTaken'`)}${sql.join(REFERENCE_KEYS.map((key) => referenceTaken(companyId, key, input[key], exceptId)))}
      when rule.broken is not null then rule.broken
    end
    from (select 1) as one
      left join customers as customer on customer.id = ${customerId} and customer.company_id = ${companyId}
      left join companies as partner on partner.company_no = ${partnerNo} and partner.kind = 'carrier'
      left join channels as channel on channel.id = ${input.channelId} and channel.company_id = ${companyId}
      ${brokenRuleJoin(companyId, input)})`;
}

export function throwIfProblem(problem: OrderFieldsProblem | null, input: CreateOrderInput): void {
  if (!problem) return;
  if (problem.startsWith('rule:')) throw orderRuleError(problem, input);
  throw PROBLEMS[problem as keyof typeof PROBLEMS]();
}

/** The checks of orderFieldsProblem alone (an edit; createOrder runs them within its insert). */
export async function assertOrderFieldsUsable(db: Db, companyId: number, customerId: number, input: CreateOrderInput, exceptId?: number): Promise<void> {
  const [{ problem }] = await executeRows<{ problem: OrderFieldsProblem | null }>(db, sql`select ${orderFieldsProblem(companyId, customerId, input, exceptId)} as problem`);
  throwIfProblem(problem, input);
}
