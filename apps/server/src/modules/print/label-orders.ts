import { asc, eq, inArray } from 'drizzle-orm';
import type { LabelOrder } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { cityCodesOf, placeKey } from '../cityAbbreviation/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { orderInvoiceLines, type OrderRow } from '../order/index.ts';

/**
 * What the label engine prints of each order (the contract's labelOrder), read in five statements whatever the
 * batch's size: the rows are given, their invoice lines, customers, channels and carrier are read by id, the receivers'
 * city abbreviations by country and city.
 */
export async function labelOrdersOf(db: Db, rows: OrderRow[]): Promise<Map<number, LabelOrder>> {
  const ids = rows.map((row) => row.id);
  const lines = await db.select({ orderId: orderInvoiceLines.orderId, line: orderInvoiceLines.line }).from(orderInvoiceLines)
    .where(inArray(orderInvoiceLines.orderId, ids)).orderBy(asc(orderInvoiceLines.id));
  const customerRows = await db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, [...new Set(rows.map((row) => row.customerId))]));
  const channelRows = await db.select({ id: channels.id, code: channels.code, nameCn: channels.nameCn }).from(channels).where(inArray(channels.id, [...new Set(rows.map((row) => row.channelId))]));
  const [carrier] = rows.length ? await db.select({ companyNo: companies.companyNo }).from(companies).where(eq(companies.id, rows[0].companyId)) : [];
  const cityCodes = rows.length ? await cityCodesOf(db, rows[0].companyId, rows.map((row) => row.receiver)) : new Map<string, string>();
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) (linesOf.get(line.orderId) ?? linesOf.set(line.orderId, []).get(line.orderId)!).push(line);
  const customerName = new Map(customerRows.map((customer) => [customer.id, customer.name]));
  const channelOf = new Map(channelRows.map((channel) => [channel.id, channel]));
  return new Map(rows.map((row) => {
    const channel = channelOf.get(row.channelId);
    const order: LabelOrder = {
      orderNo: row.orderNo, kind: row.kind, waybillNo: row.waybillNo, subWaybillNos: row.subWaybillNos, transferNo: row.transferNo, fbaNo: row.fbaNo,
      customerNo: row.customerNo, referenceNo1: row.referenceNo1, referenceNo2: row.referenceNo2, referenceNo3: row.referenceNo3,
      carrierCompanyNo: carrier?.companyNo ?? '', partnerCompanyNo: row.partnerCompanyNo, customerName: customerName.get(row.customerId) ?? '',
      channelName: channel ? `${channel.code} ${channel.nameCn}` : '', channelCode: channel?.code ?? '', country: row.country,
      warehouseCode: row.warehouseCode, goodsType: row.goodsType, itemName: row.itemName, pieces: row.pieces, weight: row.weight,
      packingType: row.packingType, declaredValue: row.declaredValue, declaredCurrency: row.declaredCurrency, remarks: row.remarks,
      declareType: row.declareType, clearanceMethod: row.clearanceMethod, taxPayment: row.taxPayment, deliveryTerms: row.deliveryTerms,
      paymentMethod: row.paymentMethod, codAmount: row.codAmount, receiver: row.receiver, sender: row.sender,
      invoiceLines: (linesOf.get(row.id) ?? []).map((line) => line.line),
      receiverCityCode: cityCodes.get(placeKey(row.receiver.country, row.receiver.city)),
    };
    return [row.id, order];
  }));
}
