import type { PartyAddress } from '../modules/order/index.ts';

/** Receivers of the demo orders, in the destination countries the demo channels serve. */
export const DEMO_RECEIVERS: PartyAddress[] = [
  { name: 'Emily Carter', phone: '+1 310 555 0142', email: 'emily.carter@example.com', country: 'US', state: 'CA', city: 'Los Angeles', postcode: '90012', address1: '350 S Grand Ave' },
  { name: 'Michael Brooks', company: 'Brooks Outdoor LLC', phone: '+1 206 555 0190', country: 'US', state: 'WA', city: 'Seattle', postcode: '98101', address1: '1420 5th Ave', address2: 'Suite 300' },
  { name: 'Sarah Nguyen', phone: '+1 713 555 0117', country: 'US', state: 'TX', city: 'Houston', postcode: '77002', address1: '910 Travis St' },
  { name: 'Oliver Smith', phone: '+44 20 7946 0958', email: 'oliver.smith@example.co.uk', country: 'GB', state: 'England', city: 'London', postcode: 'EC1A 1BB', address1: '25 Aldersgate St' },
  { name: 'Amelia Jones', company: 'Jones & Co', phone: '+44 161 496 0733', country: 'GB', state: 'England', city: 'Manchester', postcode: 'M1 1AE', address1: '12 Piccadilly' },
  { name: 'Lukas Müller', phone: '+49 30 901820', email: 'lukas.mueller@example.de', country: 'DE', city: 'Berlin', postcode: '10117', address1: 'Friedrichstraße', houseNo: '68', vatNo: 'DE123456789' },
  { name: 'Anna Schmidt', phone: '+49 89 2190 4410', country: 'DE', city: 'München', postcode: '80331', address1: 'Marienplatz', houseNo: '8' },
  { name: 'Camille Martin', phone: '+33 1 42 68 53 00', country: 'FR', city: 'Paris', postcode: '75008', address1: '10 Rue de la Paix' },
  { name: '佐藤 健', phone: '+81 3 3201 0001', country: 'JP', state: '東京都', city: '千代田区', postcode: '100-0005', address1: '丸の内 1-9-1' },
  { name: '鈴木 美咲', phone: '+81 6 6341 0002', country: 'JP', state: '大阪府', city: '大阪市', postcode: '530-0001', address1: '梅田 3-1-1' },
  { name: 'Jack Wilson', phone: '+61 2 9250 7111', country: 'AU', state: 'NSW', city: 'Sydney', postcode: '2000', address1: '2 Macquarie St' },
  { name: 'Chloé Tremblay', phone: '+1 514 555 0166', country: 'CA', state: 'QC', city: 'Montréal', postcode: 'H3B 4W8', address1: '1000 Rue De La Gauchetière O' },
  { name: 'Erik Johansson', phone: '+46 8 508 290 00', country: 'SE', city: 'Stockholm', postcode: '111 52', address1: 'Drottninggatan 45' },
];

/** Goods of the demo orders: item name, invoice line and one box's weight in kg. */
export const DEMO_GOODS = [
  { item: 'Bluetooth earphones', cn: '蓝牙耳机', customs: '8518300000', price: 12.5, weight: 0.35, material: 'plastic' },
  { item: 'Phone case', cn: '手机壳', customs: '3926909090', price: 2.8, weight: 0.12, material: 'silicone' },
  { item: 'Cotton T-shirt', cn: '纯棉T恤', customs: '6109100021', price: 6.2, weight: 0.25, material: 'cotton' },
  { item: 'LED desk lamp', cn: 'LED台灯', customs: '9405210000', price: 15.0, weight: 1.1, material: 'aluminium' },
  { item: 'Yoga mat', cn: '瑜伽垫', customs: '9506910000', price: 9.9, weight: 1.4, material: 'TPE' },
  { item: 'Ceramic mug', cn: '陶瓷杯', customs: '6912001000', price: 3.5, weight: 0.45, material: 'ceramic' },
  { item: 'Kids building blocks', cn: '儿童积木', customs: '9503008900', price: 11.0, weight: 0.9, material: 'ABS' },
  { item: 'Stainless steel bottle', cn: '不锈钢保温杯', customs: '9617001900', price: 7.4, weight: 0.5, material: 'steel' },
] as const;

/** The public steps after shipping, with the status each one brings, in order. */
export const DEMO_STEPS = [
  { status: 'toHandOver', place: '深圳 Shenzhen', code: 'leftWarehouse' },
  { status: 'sending', place: '深圳 Shenzhen', code: 'lineHaulHandover' },
  { status: 'checkingOut', place: '深圳 Shenzhen', code: 'exportDeclared' },
  { status: 'inTransit', place: 'HKG', code: 'customsReleased' },
  { status: 'signed', place: '', code: 'delivered' },
] as const;
