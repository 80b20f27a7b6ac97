import { z } from 'zod';
import { FUNCTION_KEYS, MENU_IDS, type FunctionKey } from '../permissions.ts';
import { POSITION_KINDS, ROLE_KEYS } from '../roles.ts';

export const POSITION_NAME_MAX = 40;

/** A position as the list shows it; a default position keeps name === roleKey until renamed. */
export const positionSummary = z.object({
  id: z.number(),
  name: z.string(),
  roleKey: z.enum(ROLE_KEYS).nullable(),
  kind: z.enum(POSITION_KINDS),
  userCount: z.number(),
});
export type PositionSummary = z.infer<typeof positionSummary>;

export const positionIdField = z.number().int().positive();

export const getPositionRightsInput = z.object({ positionId: positionIdField });

const grantFlags = { visible: z.boolean(), usable: z.boolean() };
/** Operable but hidden makes no sense: a usable right must be visible. */
const usableNeedsVisible = (grant: { visible: boolean; usable: boolean }) => !grant.usable || grant.visible;
const usableIssue = { path: ['usable'], params: { reason: 'invalidValue' } };

export const menuGrantSchema = z
  .object({ menuId: z.enum(MENU_IDS as [string, ...string[]]), ...grantFlags })
  .refine(usableNeedsVisible, usableIssue);
export const functionGrantSchema = z
  .object({ functionKey: z.enum(FUNCTION_KEYS as [FunctionKey, ...FunctionKey[]]), ...grantFlags })
  .refine(usableNeedsVisible, usableIssue);

export type MenuGrant = z.infer<typeof menuGrantSchema>;
export type FunctionGrant = z.infer<typeof functionGrantSchema>;
export const positionRights = z.object({ menus: z.array(menuGrantSchema), functions: z.array(functionGrantSchema) });
export type PositionRights = z.infer<typeof positionRights>;

/** Each key at most once, so the list reads as one grant per menu or function. */
function uniqueBy<T>(key: (item: T) => string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(key(item))) ctx.addIssue({ code: 'custom', path: [index], params: { reason: 'invalidValue' } });
      seen.add(key(item));
    });
  };
}

export const savePositionRightsInput = z.object({
  positionId: positionIdField,
  menus: z.array(menuGrantSchema).max(MENU_IDS.length).superRefine(uniqueBy((g: MenuGrant) => g.menuId)),
  functions: z.array(functionGrantSchema).max(FUNCTION_KEYS.length).superRefine(uniqueBy((g: FunctionGrant) => g.functionKey)),
});
export type SavePositionRightsInput = z.infer<typeof savePositionRightsInput>;

export const restorePositionDefaultInput = z.object({ positionId: positionIdField });

export const positionNameField = z.string().trim().min(1).max(POSITION_NAME_MAX);

/** New position (no id) or rename and re-kind; a name is unique in the company. */
export const savePositionInput = z.object({
  id: positionIdField.optional(),
  name: positionNameField,
  kind: z.enum(POSITION_KINDS),
});
export type SavePositionInput = z.infer<typeof savePositionInput>;

export const deletePositionInput = z.object({ id: positionIdField });
