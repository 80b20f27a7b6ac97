import { and, eq, sql, type SQL } from 'drizzle-orm';
import { builtInBaseData } from '@parcelflow/contract';
import { baseDataEntries as entries } from './baseData.table.ts';

/**
 * A WHEN of an order's checks (orderFieldsProblem) answering 'goodsTypeNotFound' for a goods type neither built in
 * nor the company's own; nothing for a built-in one, so the usual order reads no more.
 */
export function unknownGoodsTypeWhen(companyId: number, goodsType: string): SQL {
  if (builtInBaseData('goodsType', goodsType)) return sql``;
  const own = and(eq(entries.companyId, companyId), eq(entries.kind, 'goodsType'), eq(sql`lower(${entries.code})`, goodsType.toLowerCase()));
  return sql`
      when not exists(select 1 from ${entries} where ${own}) then 'goodsTypeNotFound'`;
}
