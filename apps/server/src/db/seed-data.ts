import type { RoleKey } from '@parcelflow/contract';
import type { companies } from '../modules/company/company.table.ts';

/** Demo data a newcomer explores; the README lists these logins. */
export const DEMO_PASSWORD = 'demo1234';

type Login = { account: { account: string; phone?: string; email?: string }; displayName: string; role: RoleKey; isAdmin?: boolean; staffCode?: string };
type Site = { code: string; nameCn: string; nameEn: string; siteType: 'headOffice' | 'branch' | 'outlet'; parentCode?: string; businessCategory: string; baseCurrency: string; personInCharge: string; phone: string; address: string };
type Person = { code: string; name: string; gender: 'male' | 'female'; status: 'inPost' | 'suspended' | 'left'; department: string; phone: string; role: RoleKey; hireDate: string };
type Customer = { code: string; name: string; status: 'normal' | 'stopped' | 'suspended'; settlementType: string; attribute: string; isCommon: boolean; phone: string; address: string; companyName: string; country: string; province: string; city: string; linkedToOwner?: boolean };
type Channel = { code: string; nameCn: string; nameEn: string; transportClass: string; businessType: string; trackable: boolean; labelFromCarrier?: boolean; senderName: string; senderPhone: string; senderAddress: string };

export type DemoCarrier = { company: typeof companies.$inferInsert; sites: Site[]; staff: Person[]; customers: Customer[]; channels: Channel[]; logins: Login[] };

export const DEMO_OWNER = {
  company: { companyNo: 'OWN1001', kind: 'cargoOwner' as const, nameCn: '星河跨境电商', nameEn: 'Xinghe Cross-border' },
  logins: [
    { account: { account: 'demoowner', phone: '13800000003', email: 'owner@xinghe.example' }, displayName: '李思远', role: 'vipCustomer' as RoleKey },
    { account: { account: 'demomulti', phone: '13800000005' }, displayName: '周明', role: 'vipCustomer' as RoleKey },
  ],
};

const siteSet = (prefix: string, city: [string, string][]): Site[] =>
  city.map(([nameCn, nameEn], i) => ({
    code: `${prefix}${String(i + 1).padStart(2, '0')}`,
    nameCn, nameEn,
    siteType: i === 0 ? 'headOffice' : 'branch',
    parentCode: i === 0 ? undefined : `${prefix}01`,
    businessCategory: i === 0 ? 'operation' : 'collection',
    baseCurrency: 'RMB',
    personInCharge: ['陈建国', '王丽', '赵强', '刘洋'][i % 4],
    phone: `0755-8${i}6${i}1234`,
    address: `${nameCn}物流园 ${i + 1} 号库`,
  }));

export const DEMO_CARRIERS: DemoCarrier[] = [
  {
    company: { companyNo: 'HYEXP', kind: 'carrier', nameCn: '华运国际物流', nameEn: 'Huayun International Logistics', recordNo: '粤ICP备2026000101号', customHost: 'hyexp.parcelflow.local' },
    sites: siteSet('10', [['深圳总部', 'Shenzhen HQ'], ['广州分部', 'Guangzhou Branch'], ['义乌分部', 'Yiwu Branch']]),
    staff: [
      { code: 'E001', name: '陈建国', gender: 'male', status: 'inPost', department: '总经办', phone: '13800000001', role: 'administrator', hireDate: '2019-03-01' },
      { code: 'E002', name: '王丽', gender: 'female', status: 'inPost', department: '操作部', phone: '13800000002', role: 'operator', hireDate: '2021-06-15' },
      { code: 'E003', name: '赵强', gender: 'male', status: 'left', department: '客服部', phone: '13800000004', role: 'customerServiceBeforePort', hireDate: '2020-01-10' },
      { code: 'E004', name: '周明', gender: 'male', status: 'inPost', department: '操作部', phone: '13800000005', role: 'documentationClerk', hireDate: '2022-09-01' },
    ],
    customers: [
      { code: 'C0001', name: '星河跨境', status: 'normal', settlementType: 'monthly', attribute: 'direct', isCommon: true, phone: '0755-26660001', address: '深圳市南山区科技园南区 12 栋', companyName: '星河跨境电商有限公司', country: 'CN', province: '广东', city: '深圳', linkedToOwner: true },
      { code: 'C0002', name: '优品贸易', status: 'normal', settlementType: 'weekly', attribute: 'peer', isCommon: false, phone: '020-38880002', address: '广州市白云区机场路 88 号', companyName: '广州优品贸易有限公司', country: 'CN', province: '广东', city: '广州' },
      { code: 'C0003', name: '义乌小商品', status: 'stopped', settlementType: 'cash', attribute: 'association', isCommon: false, phone: '0579-85550003', address: '义乌市国际商贸城二区', companyName: '义乌市小商品进出口公司', country: 'CN', province: '浙江', city: '义乌' },
      { code: 'C0004', name: 'Maple Goods', status: 'suspended', settlementType: 'prepaid', attribute: 'direct', isCommon: false, phone: '+1-604-5550004', address: '1200 Main St, Vancouver', companyName: 'Maple Goods Ltd', country: 'CA', province: 'BC', city: 'Vancouver' },
    ],
    channels: [
      { code: 'HY-US-AIR', nameCn: '美国空派专线', nameEn: 'US Air Express Line', transportClass: 'air', businessType: 'parcel', trackable: true, labelFromCarrier: true, senderName: '华运国际物流', senderPhone: '0755-86601234', senderAddress: '深圳市宝安区航城大道 168 号' },
      { code: 'HY-EU-SEA', nameCn: '欧洲海运快船', nameEn: 'EU Fast Sea Freight', transportClass: 'sea', businessType: 'freight', trackable: true, senderName: '华运国际物流', senderPhone: '0755-86601234', senderAddress: '深圳市盐田区港前路 9 号' },
      { code: 'HY-FBA-US', nameCn: '美国 FBA 头程', nameEn: 'US FBA First Mile', transportClass: 'fba', businessType: 'fba', trackable: true, senderName: '华运国际物流', senderPhone: '0755-86601234', senderAddress: '深圳市宝安区航城大道 168 号' },
      { code: 'HY-DHL', nameCn: 'DHL 国际快递', nameEn: 'DHL Express', transportClass: 'express', businessType: 'parcel', trackable: true, senderName: '华运国际物流', senderPhone: '0755-86601234', senderAddress: '深圳市宝安区航城大道 168 号' },
    ],
    logins: [
      { account: { account: 'demoadmin', phone: '13800000001', email: 'admin@hyexp.example' }, displayName: '陈建国', role: 'administrator', isAdmin: true, staffCode: 'E001' },
      { account: { account: 'demooper', phone: '13800000002' }, displayName: '王丽', role: 'operator', staffCode: 'E002' },
      { account: { account: 'demoleft' }, displayName: '赵强', role: 'customerServiceBeforePort', staffCode: 'E003' },
      { account: { account: 'demomulti' }, displayName: '周明', role: 'documentationClerk', staffCode: 'E004' },
    ],
  },
  {
    company: { companyNo: 'GLBX', kind: 'carrier', nameCn: '环球速运', nameEn: 'Globex Freight', recordNo: '沪ICP备2026000202号' },
    sites: siteSet('20', [['上海总部', 'Shanghai HQ'], ['宁波分部', 'Ningbo Branch']]),
    staff: [
      { code: 'G001', name: '孙海', gender: 'male', status: 'inPost', department: '总经办', phone: '13900000001', role: 'administrator', hireDate: '2018-05-20' },
      { code: 'G002', name: '钱芳', gender: 'female', status: 'inPost', department: '财务部', phone: '13900000002', role: 'financeManager', hireDate: '2020-11-02' },
    ],
    customers: [
      { code: 'G0001', name: '东方家居', status: 'normal', settlementType: 'monthly', attribute: 'direct', isCommon: true, phone: '021-55550001', address: '上海市浦东新区张江路 500 号', companyName: '上海东方家居有限公司', country: 'CN', province: '上海', city: '上海' },
      { code: 'G0002', name: 'Nordic Trade', status: 'normal', settlementType: 'perTicket', attribute: 'peer', isCommon: false, phone: '+46-8-5550002', address: 'Sveavägen 10, Stockholm', companyName: 'Nordic Trade AB', country: 'SE', province: 'Stockholm', city: 'Stockholm' },
    ],
    channels: [
      { code: 'GX-JP-EMS', nameCn: '日本 EMS', nameEn: 'Japan EMS', transportClass: 'postal', businessType: 'parcel', trackable: true, senderName: '环球速运', senderPhone: '021-66660000', senderAddress: '上海市浦东新区机场镇 1 号' },
      { code: 'GX-UK-SEA', nameCn: '英国海运整柜', nameEn: 'UK Sea FCL', transportClass: 'sea', businessType: 'freight', trackable: false, senderName: '环球速运', senderPhone: '021-66660000', senderAddress: '宁波市北仑区港城路 2 号' },
    ],
    logins: [
      { account: { account: 'otheradmin', phone: '13900000001', email: 'admin@globex.example' }, displayName: '孙海', role: 'administrator', isAdmin: true, staffCode: 'G001' },
    ],
  },
];

/** Demo orders per carrier, in DEMO_CARRIERS order; the low channel's segment is left running low. */
export const DEMO_ORDER_COUNTS: { count: number; lowChannel?: string }[] = [{ count: 120, lowChannel: 'HY-US-AIR' }, { count: 30 }];
