import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { addresses } from './address.table.ts';

type Entry = Omit<typeof addresses.$inferInsert, 'companyId'>;

const RECEIVERS: Entry[] = [
  { type: 'receiver', alias: '洛杉矶仓', name: 'John Smith', company: 'West Coast Fulfilment LLC', phone: '13105550100', country: 'US', state: 'CA', city: 'Los Angeles', postcode: '90021', address: '1200 E Olympic Blvd', isCommon: true, isDefault: true },
  { type: 'receiver', alias: '纽约门店', name: 'Emily Chen', company: 'Chen Trading Inc', phone: '12125550142', country: 'US', state: 'NY', city: 'New York', postcode: '10013', address: '88 Canal St', isCommon: true },
  { type: 'receiver', alias: '柏林客户', name: 'Lukas Müller', phone: '4930901820', email: 'lukas.mueller@example.de', country: 'DE', city: 'Berlin', postcode: '10117', address: 'Friedrichstraße 68', taxNo: 'DE123456789' },
  { type: 'receiver', alias: '伦敦仓', name: 'Oliver Brown', company: 'Thames Logistics Ltd', phone: '442079460018', country: 'GB', city: 'London', postcode: 'E14 5AB', address: '25 Canada Square', isDefault: true },
  { type: 'receiver', alias: '东京', name: 'Sato Yuki', phone: '81355500123', country: 'JP', state: 'Tokyo', city: 'Chiyoda', postcode: '1000005', address: '1-1 Marunouchi' },
];

const SENDERS: Entry[] = [
  { type: 'sender', alias: '深圳仓', name: '陈建国', company: '华运国际物流', phone: '075586601234', country: 'CN', state: '广东', city: '深圳', postcode: '518128', address: '宝安区航城大道 168 号华运物流园', isDefault: true },
  { type: 'sender', alias: '义乌仓', name: '赵敏', company: '华运国际物流义乌分部', phone: '057985601234', country: 'CN', state: '浙江', city: '义乌', postcode: '322000', address: '稠江街道国际陆港物流园 B 区 12 号' },
];

const OWNER_ENTRIES: Entry[] = [
  { ...RECEIVERS[0], alias: '美西仓', isCommon: true, isDefault: false },
  { ...RECEIVERS[3], alias: '英国仓', isCommon: false, isDefault: true },
  { type: 'sender', alias: '南山办', name: '李思远', company: '星河跨境电商有限公司', phone: '075526660001', country: 'CN', state: '广东', city: '深圳', postcode: '518057', address: '南山区科技园南区 12 栋', isDefault: true },
];

/** A few saved receivers and senders for the first carrier and the cargo owner. */
export async function seedAddresses(db: Db, carrierNo: string, ownerNo: string): Promise<void> {
  const idOf = async (companyNo: string) => (await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo)))[0].id;
  const [carrierId, ownerId] = [await idOf(carrierNo), await idOf(ownerNo)];
  await db.insert(addresses).values([
    ...[...RECEIVERS, ...SENDERS].map((entry) => ({ ...entry, companyId: carrierId })),
    ...OWNER_ENTRIES.map((entry) => ({ ...entry, companyId: ownerId })),
  ]);
}
