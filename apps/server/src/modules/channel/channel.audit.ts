import type { ChannelView } from '@parcelflow/contract';

/** How the log names a channel: its code and Chinese name. */
export const channelLabel = (channel: { code: string; nameCn: string }) => `${channel.code} ${channel.nameCn}`;

/** A channel as the audit log compares it: every field a user edits, destinations as "US: 900-961, 10". */
export function channelSnapshot(channel: Omit<ChannelView, 'id'>): Record<string, unknown> {
  const { destinations, ...fields } = channel;
  return { ...fields, destinations: destinations.map((d) => (d.postcodes.length ? `${d.country}: ${d.postcodes.join(', ')}` : d.country)) };
}
