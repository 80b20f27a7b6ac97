import { matchLanguage } from '@parcelflow/contract';

type Named = { code: string; nameCn: string; nameEn: string };

/** "HY-US-AIR US Air Express Line": the code and the name in the interface language (Chinese for both Chinese). */
export function channelLabel(channel: Named, language: string): string {
  const name = matchLanguage(language) === 'en-US' ? channel.nameEn : channel.nameCn;
  return name ? `${channel.code} ${name}` : channel.code;
}
