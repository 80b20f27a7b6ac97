import type { RoleKey } from '@parcelflow/contract';
import type { companies } from '../modules/company/index.ts';

/** Demo data a newcomer explores; the README lists these logins. */
export const DEMO_PASSWORD = 'demo1234';

type Login = { account: { account: string; phone?: string; email?: string }; displayName: string; role: RoleKey; isAdmin?: boolean; staffCode?: string };
/** A customer's own login: it holds the VIP customer position, acts for the customer and shows the customer's name. */
type CustomerLogin = { account: { account: string; phone?: string; email?: string }; customerCode: string };
type Site = { code: string; nameCn: string; nameEn: string; siteType: 'headOffice' | 'branch' | 'outlet'; parentCode?: string; businessCategory: string; baseCurrency: string; personInCharge: string; phone: string; address: string };
type Person = { code: string; name: string; gender: 'male' | 'female'; status: 'inPost' | 'suspended' | 'left'; department: string; phone: string; role: RoleKey; hireDate: string; siteCode?: string };
/**
 * `group` names one of the carrier's extra customer groups, else the default group; `siteCode` a branch, else the
 * head office (where common customers always are).
 */
type Customer = {
  code: string; name: string; status: 'normal' | 'stopped' | 'suspended'; settlementType: string; attribute: string; isCommon: boolean; phone: string; address: string;
  companyName: string; country: string; province: string; city: string; linkedToOwner?: boolean; group?: string; siteCode?: string;
};
type Channel = { code: string; nameCn: string; nameEn: string; transportClass: string; businessType: string; trackable: boolean; labelFromCarrier?: boolean; senderName: string; senderPhone: string; senderAddress: string };

/** `newCustomers` signed up after the demo orders were placed: they have none yet, and the demo orders stay as they were. */
export type DemoCarrier = {
  company: typeof companies.$inferInsert; sites: Site[]; staff: Person[]; customerGroups: string[]; customers: Customer[]; newCustomers: Customer[]; channels: Channel[]; logins: Login[];
  customerLogins: CustomerLogin[];
};

export const DEMO_OWNER = {
  company: { companyNo: 'OWN1001', kind: 'cargoOwner' as const, nameCn: '星河跨境电商', nameEn: 'Xinghe Cross-border' },
  logins: [
    { account: { account: 'demoowner', phone: '13800000003', email: 'owner@xinghe.example' }, displayName: '李思远', role: 'vipCustomer' as RoleKey },
    { account: { account: 'demomulti', phone: '13800000005' }, displayName: '周明', role: 'vipCustomer' as RoleKey },
  ],
};

type SiteDetails = [nameCn: string, nameEn: string, personInCharge: string, phone: string, address: string];

/** A company's sites: the first is the head office, the others its branches; codes are the prefix and a two-digit number. */
const siteSet = (prefix: string, details: SiteDetails[]): Site[] =>
  details.map(([nameCn, nameEn, personInCharge, phone, address], i) => ({
    code: `${prefix}${String(i + 1).padStart(2, '0')}`,
    nameCn, nameEn, personInCharge, phone, address,
    siteType: i === 0 ? 'headOffice' : 'branch',
    parentCode: i === 0 ? undefined : `${prefix}01`,
    businessCategory: i === 0 ? 'operation' : 'collection',
    baseCurrency: 'RMB',
  }));

export const DEMO_CARRIERS: DemoCarrier[] = [
  {
    company: { companyNo: 'HYEXP', kind: 'carrier', nameCn: '华运国际物流', nameEn: 'Huayun International Logistics', recordNo: '粤ICP备2026000101号', customHost: 'hyexp.parcelflow.local' },
    sites: siteSet('10', [
      ['深圳总部', 'Shenzhen Head Office', '陈建国', '0755-86601234', '深圳市宝安区航城大道 168 号华运物流园'],
      ['广州分部', 'Guangzhou Branch', '刘洋', '020-36601234', '广州市白云区机场路 1188 号空港物流中心 3 栋'],
      ['义乌分部', 'Yiwu Branch', '赵敏', '0579-85601234', '义乌市稠江街道国际陆港物流园 B 区 12 号'],
    ]),
    staff: [
      { code: 'E001', name: '陈建国', gender: 'male', status: 'inPost', department: '总经办', phone: '13800000001', role: 'administrator', hireDate: '2019-03-01' },
      { code: 'E002', name: '王丽', gender: 'female', status: 'inPost', department: '操作部', phone: '13800000002', role: 'operator', hireDate: '2021-06-15' },
      { code: 'E003', name: '赵强', gender: 'male', status: 'left', department: '客服部', phone: '13800000004', role: 'customerServiceBeforePort', hireDate: '2020-01-10' },
      { code: 'E004', name: '周明', gender: 'male', status: 'inPost', department: '操作部', phone: '13800000005', role: 'documentationClerk', hireDate: '2022-09-01' },
      { code: 'E005', name: '刘洋', gender: 'male', status: 'inPost', department: '运营部', phone: '13800000006', role: 'operationsManager', hireDate: '2019-08-12', siteCode: '1002' },
      { code: 'E006', name: '赵敏', gender: 'female', status: 'inPost', department: '运营部', phone: '13800000007', role: 'operationsManager', hireDate: '2020-04-20', siteCode: '1003' },
      { code: 'E007', name: '林晓燕', gender: 'female', status: 'inPost', department: '人事行政部', phone: '13800000008', role: 'personnelAdministrationHead', hireDate: '2021-02-22' },
      { code: 'E008', name: '黄志强', gender: 'male', status: 'inPost', department: '销售部', phone: '13800000009', role: 'salesperson', hireDate: '2023-03-06', siteCode: '1002' },
      { code: 'E009', name: '吴婷', gender: 'female', status: 'suspended', department: '操作部', phone: '13800000010', role: 'operator', hireDate: '2023-07-17', siteCode: '1003' },
      { code: 'E010', name: '许静', gender: 'female', status: 'inPost', department: '财务部', phone: '13800000011', role: 'cashier', hireDate: '2022-05-09' },
    ],
    customers: [
      { code: 'C0001', name: '星河跨境', status: 'normal', settlementType: 'monthly', attribute: 'direct', isCommon: true, phone: '0755-26660001', address: '深圳市南山区科技园南区 12 栋', companyName: '星河跨境电商有限公司', country: 'CN', province: '广东', city: '深圳', linkedToOwner: true, group: '电商大客户' },
      { code: 'C0002', name: '优品贸易', status: 'normal', settlementType: 'weekly', attribute: 'peer', isCommon: false, phone: '020-38880002', address: '广州市白云区机场路 88 号', companyName: '广州优品贸易有限公司', country: 'CN', province: '广东', city: '广州', siteCode: '1002' },
      { code: 'C0003', name: '义乌小商品', status: 'stopped', settlementType: 'cash', attribute: 'association', isCommon: false, phone: '0579-85550003', address: '义乌市国际商贸城二区', companyName: '义乌市小商品进出口公司', country: 'CN', province: '浙江', city: '义乌', siteCode: '1003' },
      { code: 'C0004', name: 'Maple Goods', status: 'suspended', settlementType: 'prepaid', attribute: 'direct', isCommon: false, phone: '+1-604-5550004', address: '1200 Main St, Vancouver', companyName: 'Maple Goods Ltd', country: 'CA', province: 'BC', city: 'Vancouver', group: '电商大客户' },
    ],
    customerGroups: ['电商大客户'],
    newCustomers: [
      { code: 'C1001', name: '迅捷电子', status: 'normal', settlementType: 'halfMonth', attribute: 'direct', isCommon: false, phone: '0755-83350101', address: '深圳市福田区华强北路 1019 号', companyName: '深圳市迅捷电子科技有限公司', country: 'CN', province: '广东', city: '深圳', group: '电商大客户' },
      { code: 'C1002', name: '鸿达服饰', status: 'normal', settlementType: 'monthly', attribute: 'direct', isCommon: true, phone: '0769-22880102', address: '东莞市虎门镇银龙路 66 号', companyName: '东莞市鸿达服饰有限公司', country: 'CN', province: '广东', city: '东莞', group: '电商大客户' },
      { code: 'C1003', name: '蓝海茶业', status: 'normal', settlementType: 'perTicket', attribute: 'association', isCommon: false, phone: '0592-55660103', address: '厦门市思明区湖滨南路 388 号', companyName: '厦门蓝海茶业有限公司', country: 'CN', province: '福建', city: '厦门' },
      { code: 'C1004', name: '顺通货代', status: 'normal', settlementType: 'weekly', attribute: 'peer', isCommon: false, phone: '020-86120104', address: '广州市白云区太和镇物流大道 18 号', companyName: '广州顺通国际货运代理有限公司', country: 'CN', province: '广东', city: '广州', siteCode: '1002' },
      { code: 'C1005', name: '甬上家居', status: 'normal', settlementType: 'prepaid', attribute: 'direct', isCommon: false, phone: '0574-87230105', address: '宁波市鄞州区天童南路 555 号', companyName: '宁波甬上家居用品有限公司', country: 'CN', province: '浙江', city: '宁波', siteCode: '1003' },
      { code: 'C1006', name: '金陵文创', status: 'normal', settlementType: 'cash', attribute: 'association', isCommon: false, phone: '025-84460106', address: '南京市秦淮区中华路 200 号', companyName: '', country: 'CN', province: '江苏', city: '南京' },
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
      { account: { account: 'democash', phone: '13800000011' }, displayName: '许静', role: 'cashier', staffCode: 'E010' },
    ],
    customerLogins: [{ account: { account: 'democust', phone: '13800000012', email: 'finance@yongshang.example' }, customerCode: 'C1005' }],
  },
  {
    company: { companyNo: 'GLBX', kind: 'carrier', nameCn: '环球速运', nameEn: 'Globex Freight', recordNo: '沪ICP备2026000202号' },
    sites: siteSet('20', [
      ['上海总部', 'Shanghai Head Office', '孙海', '021-66660000', '上海市浦东新区机场镇航城七路 450 号'],
      ['宁波分部', 'Ningbo Branch', '钱芳', '0574-86660000', '宁波市北仑区港城路 2 号保税物流园'],
    ]),
    staff: [
      { code: 'G001', name: '孙海', gender: 'male', status: 'inPost', department: '总经办', phone: '13900000001', role: 'administrator', hireDate: '2018-05-20' },
      { code: 'G002', name: '钱芳', gender: 'female', status: 'inPost', department: '财务部', phone: '13900000002', role: 'financeManager', hireDate: '2020-11-02', siteCode: '2002' },
    ],
    customers: [
      { code: 'G0001', name: '东方家居', status: 'normal', settlementType: 'monthly', attribute: 'direct', isCommon: true, phone: '021-55550001', address: '上海市浦东新区张江路 500 号', companyName: '上海东方家居有限公司', country: 'CN', province: '上海', city: '上海' },
      { code: 'G0002', name: 'Nordic Trade', status: 'normal', settlementType: 'perTicket', attribute: 'peer', isCommon: false, phone: '+46-8-5550002', address: 'Sveavägen 10, Stockholm', companyName: 'Nordic Trade AB', country: 'SE', province: 'Stockholm', city: 'Stockholm', group: '欧洲同行' },
    ],
    customerGroups: ['欧洲同行'],
    newCustomers: [
      { code: 'G1001', name: '浦江纺织', status: 'normal', settlementType: 'monthly', attribute: 'direct', isCommon: false, phone: '021-64870101', address: '上海市闵行区莘庄工业区春东路 88 号', companyName: '上海浦江纺织品有限公司', country: 'CN', province: '上海', city: '上海' },
    ],
    channels: [
      { code: 'GX-JP-EMS', nameCn: '日本 EMS', nameEn: 'Japan EMS', transportClass: 'postal', businessType: 'parcel', trackable: true, senderName: '环球速运', senderPhone: '021-66660000', senderAddress: '上海市浦东新区机场镇 1 号' },
      { code: 'GX-UK-SEA', nameCn: '英国海运整柜', nameEn: 'UK Sea FCL', transportClass: 'sea', businessType: 'freight', trackable: false, senderName: '环球速运', senderPhone: '021-66660000', senderAddress: '宁波市北仑区港城路 2 号' },
    ],
    logins: [
      { account: { account: 'otheradmin', phone: '13900000001', email: 'admin@globex.example' }, displayName: '孙海', role: 'administrator', isAdmin: true, staffCode: 'G001' },
    ],
    customerLogins: [],
  },
];

/** Demo orders per carrier, in DEMO_CARRIERS order; the low channel's segment is left running low. */
export const DEMO_ORDER_COUNTS: { count: number; lowChannel?: string }[] = [{ count: 120, lowChannel: 'HY-US-AIR' }, { count: 30 }];
