import { z } from 'zod';

/**
 * A user's remembered choices (the columns of a list, whether the task box is shown), kept on the server
 * so they follow the user to any browser. Keys are dotted names such as `orderList.receive.columns`.
 */
export const PREFERENCE_KEY = z.string().trim().min(1).max(60).regex(/^[A-Za-z0-9_.-]+$/);
export const PREFERENCE_VALUE_MAX_CHARS = 4000;

export const getPreferenceInput = z.object({ key: PREFERENCE_KEY });

export const savePreferenceInput = z.object({
  key: PREFERENCE_KEY,
  value: z.json().refine((value) => JSON.stringify(value).length <= PREFERENCE_VALUE_MAX_CHARS, { params: { reason: 'tooBig', max: PREFERENCE_VALUE_MAX_CHARS } }),
});
export type SavePreferenceInput = z.infer<typeof savePreferenceInput>;

/** A remembered choice as the server answers it; value is null when never saved. */
export const preferenceView = z.object({ key: z.string(), value: z.json() });
export type PreferenceView = z.infer<typeof preferenceView>;
