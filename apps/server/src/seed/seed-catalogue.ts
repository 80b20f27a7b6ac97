import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { skuFields, subjectFields } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { companies } from '../modules/company/index.ts';
import { customers } from '../modules/customer/index.ts';
import { skus } from '../modules/sku/index.ts';
import { subjects } from '../modules/subject/index.ts';

// Parsed by the contract's own fields, so the demo holds only what the screens would accept.
const skuRow = z.object(skuFields);
const subjectRow = z.object(subjectFields);

/** Two customers' products: an electronics seller's accessories and a homeware seller's kitchen goods, with HS codes. */
const DEMO_SKUS: Record<string, z.input<typeof skuRow>[]> = {
  C1001: [
    { code: 'XJ-CASE-IP15', nameCn: '硅胶手机壳', nameEn: 'Silicone phone case', customsCode: '3926909090', unitPrice: 1.8, currency: 'USD', unitWeight: 0.045, material: 'silicone', purpose: 'phone protection', brand: 'XUNJIE', origin: 'CN', unit: 'PCS' },
    { code: 'XJ-CBL-C1M', nameCn: 'USB-C 数据线 1 米', nameEn: 'USB-C charging cable 1m', customsCode: '8544422100', unitPrice: 1.2, currency: 'USD', unitWeight: 0.032, material: 'copper and TPE', purpose: 'charging', brand: 'XUNJIE', origin: 'CN', unit: 'PCS' },
    { code: 'XJ-CBL-L2M', nameCn: '闪电接口编织数据线 2 米', nameEn: 'Braided Lightning cable 2m', customsCode: '8544422100', unitPrice: 2.1, currency: 'USD', unitWeight: 0.058, material: 'copper and nylon', purpose: 'charging', brand: 'XUNJIE', origin: 'CN', unit: 'PCS' },
    { code: 'XJ-CHG-20W', nameCn: '20W 快充充电头', nameEn: '20W USB-C wall charger', customsCode: '8504403090', unitPrice: 3.5, currency: 'USD', unitWeight: 0.06, material: 'PC plastic', purpose: 'charging', brand: 'XUNJIE', origin: 'CN', unit: 'PCS' },
    { code: 'XJ-SCR-GL', nameCn: '钢化玻璃屏幕保护膜', nameEn: 'Tempered glass screen protector', customsCode: '7007190000', unitPrice: 0.6, currency: 'USD', unitWeight: 0.02, material: 'tempered glass', purpose: 'screen protection', origin: 'CN', unit: 'PCS' },
  ],
  C1005: [
    { code: 'YS-MUG-350', nameCn: '陶瓷马克杯 350 毫升', nameEn: 'Ceramic mug 350ml', customsCode: '6912001000', unitPrice: 12, currency: 'RMB', unitWeight: 0.32, material: 'ceramic', purpose: 'drinking', brand: 'YONGSHANG', origin: 'CN', unit: 'PCS' },
    { code: 'YS-SPT-SET5', nameCn: '硅胶厨具五件套', nameEn: 'Silicone kitchen utensil set of 5', customsCode: '3924100000', unitPrice: 4.2, currency: 'USD', unitWeight: 0.45, material: 'silicone', purpose: 'cooking', brand: 'YONGSHANG', origin: 'CN', unit: 'SET' },
    { code: 'YS-BOX-BAM', nameCn: '竹制收纳盒', nameEn: 'Bamboo storage box', customsCode: '4419909000', unitPrice: 3.6, currency: 'USD', unitWeight: 0.5, material: 'bamboo', purpose: 'storage', origin: 'CN', unit: 'PCS' },
  ],
};

/** An apparel seller's entities abroad: the EU one (VAT, EORI, IOSS) it ships under by default, a UK one, a US one. */
const DEMO_SUBJECTS: { customerCode: string; isDefault?: boolean; subject: z.input<typeof subjectRow> }[] = [
  { customerCode: 'C1002', isDefault: true, subject: { name: 'Hongda Fashion Europe GmbH', countryCode: 'DE', address: 'Hanauer Landstraße 291, 60314 Frankfurt am Main', vatNo: 'DE312458702', eoriNo: 'DE4471903', iossNo: 'IM2760004718' } },
  { customerCode: 'C1002', subject: { name: 'Hongda Fashion UK Ltd', countryCode: 'GB', address: '27 Old Gloucester Street, London WC1N 3AX', vatNo: 'GB284615343', eoriNo: 'GB284615343000' } },
  { customerCode: 'C1002', subject: { name: 'Hongda Apparel USA Inc', countryCode: 'US', address: '1411 Broadway, New York, NY 10018', otherTaxType: 'ein', otherTaxNo: '87-4021596' } },
];

/** The carrier's customer ids by code, for the codes given. */
async function customerIds(db: Db, companyId: number): Promise<(code: string) => number> {
  const rows = await db.select({ id: customers.id, code: customers.code }).from(customers).where(eq(customers.companyId, companyId));
  return (code) => rows.find((row) => row.code === code)!.id;
}

/** The first carrier's SKU library and subject information, so those screens, and the order form's SKU and subject pickers, open on real rows. */
export async function seedCatalogue(db: Db, companyNo: string): Promise<void> {
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  const customerOf = await customerIds(db, companyId);
  await db.insert(skus).values(Object.entries(DEMO_SKUS).flatMap(([customerCode, rows]) =>
    rows.map((row) => ({ ...skuRow.parse(row), companyId, customerId: customerOf(customerCode) }))));
  await db.insert(subjects).values(DEMO_SUBJECTS.map(({ customerCode, isDefault = false, subject }) => ({
    ...subjectRow.parse(subject), companyId, customerId: customerOf(customerCode), isDefault,
  })));
}
