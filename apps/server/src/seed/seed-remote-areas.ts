import { and, eq } from 'drizzle-orm';
import type { RemoteClass } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { channels } from '../modules/channel/index.ts';
import { companies } from '../modules/company/index.ts';
import { remoteAreas, storedPlace } from '../modules/remoteArea/index.ts';

type DemoRemoteArea = { channelCode?: string; country: string; postcode?: string; city?: string; remoteClass: RemoteClass; remarks: string };

/** Remote areas as carriers publish them: US territories and Alaska, Scottish islands, Australia's north, a city on one channel. */
const DEMO_REMOTE_AREAS: DemoRemoteArea[] = [
  { country: 'US', postcode: '995-999', remoteClass: 'extendedRemote', remarks: '阿拉斯加' },
  { country: 'US', postcode: '967-968', remoteClass: 'remote', remarks: '夏威夷' },
  { country: 'US', postcode: '006-009', remoteClass: 'remote', remarks: '波多黎各、美属维尔京群岛' },
  { country: 'GB', postcode: 'HS', remoteClass: 'remote', remarks: '外赫布里底群岛' },
  { country: 'GB', postcode: 'KW15-KW17', remoteClass: 'remote', remarks: '奥克尼群岛' },
  { country: 'GB', postcode: 'ZE', remoteClass: 'extendedRemote', remarks: '设得兰群岛' },
  { country: 'AU', postcode: '08', remoteClass: 'remote', remarks: '北领地' },
  { channelCode: 'HY-DHL', country: 'NO', city: 'Tromsø', remoteClass: 'remote', remarks: '' },
];

/** The first carrier's remote areas, so the screen opens on real rows and new orders to them are marked. */
export async function seedRemoteAreas(db: Db, companyNo: string): Promise<void> {
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  const channelId = async (code: string) => (await db.select({ id: channels.id }).from(channels).where(and(eq(channels.companyId, companyId), eq(channels.code, code))))[0]?.id ?? null;
  const rows = [];
  for (const { channelCode, country, postcode, city, remoteClass, remarks } of DEMO_REMOTE_AREAS) {
    rows.push({ companyId, channelId: channelCode ? await channelId(channelCode) : null, country, ...storedPlace({ postcode, city }), remoteClass, remarks });
  }
  await db.insert(remoteAreas).values(rows);
}
