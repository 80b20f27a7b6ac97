import type { TFunction } from 'i18next';
import type { ChannelOption, PriceLevelView } from '@parcelflow/contract';
import { channelLabel } from '../rateCards/channelLabel.ts';

type Rule = PriceLevelView['rules'][number];

/** "+12.5 %", "−5 %", "0 %": the server's decimal text signed, never read as a float; the % kept on the number's line. */
export function percentText(text: string): string {
  const unsigned = text.replace(/^[+-]/, '');
  if (/^0*(\.0*)?$/.test(unsigned)) return '0\u00a0%';
  return `${text.startsWith('-') ? '−' : '+'}${unsigned}\u00a0%`;
}

/** "All channels −5 %", "HY-US-AIR US Air Express +12.5 %", "HY-DHL DHL Express: own cards". */
export function ruleText(t: TFunction, rule: Rule, channels: readonly ChannelOption[], language: string): string {
  const channel = channels.find((option) => option.id === rule.channelId);
  const name = rule.channelId === null ? t('priceLevel.allChannels') : channel ? channelLabel(channel, language) : (rule.channelCode ?? '');
  if (rule.mode === 'ownCard') return t('priceLevel.rule.ownCard', { channel: name });
  return t('priceLevel.rule.adjust', { channel: name, percent: percentText(rule.adjustPercent ?? '0') });
}
