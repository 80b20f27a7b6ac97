import type { PriceLevelMode, PriceLevelView } from '@parcelflow/contract';

/** The channel select's "All channels": the rule without a channelId. */
export const ALL_CHANNELS = 0;

export type RuleValues = { channelId: number; mode: PriceLevelMode; adjustPercent?: string };
export type LevelValues = { name?: string; remarks?: string; groupIds: number[]; rules: RuleValues[] };

/** A new level starts with the rule most levels have: every channel, a percentage to fill in. */
export const NEW_RULE: RuleValues = { channelId: ALL_CHANNELS, mode: 'adjust' };

export function formValuesOf(level: PriceLevelView | null): LevelValues {
  if (!level) return { groupIds: [], rules: [NEW_RULE] };
  return {
    name: level.name, remarks: level.remarks, groupIds: level.groups.map((group) => group.id),
    rules: level.rules.map((rule) => ({ channelId: rule.channelId ?? ALL_CHANNELS, mode: rule.mode, adjustPercent: rule.adjustPercent ?? undefined })),
  };
}

/** The command's input: "All channels" as no channelId, a percentage only where the rule adjusts; rows keep their order so a refusal names the row on screen. */
export function inputOf(values: Record<string, unknown>, id: number | undefined) {
  const { rules = [], ...rest } = values as Partial<LevelValues>;
  return {
    ...rest, id,
    rules: rules.map((rule) => ({
      channelId: rule.channelId === ALL_CHANNELS ? undefined : rule.channelId,
      mode: rule.mode,
      adjustPercent: rule.mode === 'adjust' ? rule.adjustPercent : undefined,
    })),
  };
}
