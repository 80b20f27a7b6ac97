import { and, eq, inArray } from 'drizzle-orm';
import type { QueryLimits, SaveChannelInput, SaveOrderRuleInput } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { channels } from '../modules/channel/index.ts';
import { companies } from '../modules/company/index.ts';
import { customers } from '../modules/customer/index.ts';
import { customerOrderRules } from '../modules/customerOrderRule/index.ts';
import { companyQueryLimits } from '../modules/limitQuery/index.ts';
import { transAgreementChannels, transAgreements } from '../modules/transAgreement/index.ts';

type NewChannel = Omit<SaveChannelInput, 'id'>;
type Rule = Omit<SaveOrderRuleInput, 'id' | 'customerId' | 'channelId'> & { customerCode?: string; channelCode?: string };
type Setup = {
  destinations: Record<string, Pick<NewChannel, 'postcodeDestinations' | 'destinations'>>;
  /** Opened after the demo orders were placed: they carry none, so the demo orders stay as they were. */
  newChannels: NewChannel[];
  agreements: { customerCode: string; channelCodes: string[]; remarks: string }[];
  rules: Rule[];
  limits?: QueryLimits;
};

const HY_SENDER = { senderName: '华运国际物流', senderPhone: '0755-86601234', senderAddress: '深圳市宝安区航城大道 168 号' };
const only = (...countries: string[]) => ({ postcodeDestinations: false, destinations: countries.map((country) => ({ country, postcodes: [] })) });
const channel = (fields: Pick<NewChannel, 'code' | 'nameCn' | 'nameEn' | 'transportClass' | 'businessType'> & Partial<NewChannel>): NewChannel => ({
  trackable: true, labelFromCarrier: false, ...HY_SENDER, ...only(), enabled: true, ...fields,
});
const rule = (fields: Partial<Rule>): Rule => ({ declaredCurrency: 'USD', countries: [], enabled: true, remarks: '', ...fields });

/** The demo carriers' channel destinations, further channels, an agreement, order rules and query limits, by company code. */
const SETUPS: Record<string, Setup> = {
  HYEXP: {
    destinations: {
      // The contiguous states: Hawaii (967-968), Guam (969) and Alaska (995-999) are not served.
      'HY-US-AIR': { postcodeDestinations: true, destinations: [{ country: 'US', postcodes: ['005-966', '970-994'] }] },
      'HY-EU-SEA': only('DE', 'FR', 'GB', 'SE', 'NL', 'IT', 'ES'),
      'HY-FBA-US': only('US'),
    },
    newChannels: [
      channel({ code: 'HY-US-EPK', nameCn: '美国经济小包', nameEn: 'US Economy Parcel', transportClass: 'postal', businessType: 'parcel', ...only('US') }),
      channel({
        code: 'HY-CA-EXP', nameCn: '加拿大都市快线', nameEn: 'Canada Metro Express', transportClass: 'express', businessType: 'parcel',
        postcodeDestinations: true, destinations: [{ country: 'CA', postcodes: ['M', 'L', 'V5-V7'] }],
      }),
      channel({ code: 'HY-HK-DSG', nameCn: '香港指定件', nameEn: 'Hong Kong Designated Pieces', transportClass: 'designated', businessType: 'document', trackable: false, ...only('HK') }),
      channel({ code: 'HY-AU-AIR', nameCn: '澳洲空派专线', nameEn: 'Australia Air Express Line', transportClass: 'air', businessType: 'parcel', ...only('AU'), enabled: false }),
    ],
    agreements: [{ customerCode: 'C1003', channelCodes: ['HY-EU-SEA', 'HY-DHL'], remarks: '年度协议：茶叶走欧洲海运快船和 DHL 国际快递' }],
    rules: [
      rule({ channelCode: 'HY-US-EPK', maxPieceWeight: 2, maxPieces: 1, maxDeclaredValue: 400, countries: ['US'], remarks: '经济小包：单件不超过 2 公斤，申报不超过 400 美元' }),
      rule({ customerCode: 'C1001', maxDeclaredValue: 5000, remarks: '电子产品单票申报不超过 5000 美元' }),
    ],
  },
  GLBX: {
    destinations: { 'GX-JP-EMS': only('JP'), 'GX-UK-SEA': only('GB') },
    newChannels: [],
    agreements: [],
    rules: [],
    limits: { pastedNumbersMax: 300, dateRangeDays: 30, trackingLinesMax: 10, listsOpenOnToday: false },
  },
};

/** Loads a demo carrier's channel setup; runs after its customers and demo orders. */
export async function seedChannelSetup(db: Db, companyNo: string): Promise<void> {
  const setup = SETUPS[companyNo];
  if (!setup) return;
  const [{ companyId }] = await db.select({ companyId: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  for (const [code, destinations] of Object.entries(setup.destinations)) {
    await db.update(channels).set(destinations).where(and(eq(channels.companyId, companyId), eq(channels.code, code)));
  }
  if (setup.newChannels.length) await db.insert(channels).values(setup.newChannels.map((row) => ({ ...row, companyId })));
  const channelIds = new Map((await db.select({ id: channels.id, code: channels.code }).from(channels).where(eq(channels.companyId, companyId))).map((row) => [row.code, row.id]));
  const codes = [...setup.agreements.map((a) => a.customerCode), ...setup.rules.flatMap((r) => (r.customerCode ? [r.customerCode] : []))];
  const customerIds = new Map(codes.length
    ? (await db.select({ id: customers.id, code: customers.code }).from(customers).where(and(eq(customers.companyId, companyId), inArray(customers.code, codes)))).map((row) => [row.code, row.id])
    : []);
  const year = new Date().getUTCFullYear();
  for (const agreement of setup.agreements) {
    const [row] = await db.insert(transAgreements).values({
      companyId, customerId: customerIds.get(agreement.customerCode), validFrom: `${year}-01-01`, validTo: `${year}-12-31`, remarks: agreement.remarks,
    }).returning({ id: transAgreements.id });
    await db.insert(transAgreementChannels).values(agreement.channelCodes.map((code) => ({ agreementId: row.id, channelId: channelIds.get(code)! })));
  }
  if (setup.rules.length) {
    await db.insert(customerOrderRules).values(setup.rules.map(({ customerCode, channelCode, ...fields }) => ({
      ...fields, companyId, customerId: customerCode ? customerIds.get(customerCode) : null, channelId: channelCode ? channelIds.get(channelCode) : null,
    })));
  }
  if (setup.limits) await db.insert(companyQueryLimits).values({ companyId, ...setup.limits });
}
