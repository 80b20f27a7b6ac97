import {
  FUNCTION_KEYS,
  FUNCTIONS,
  MENU_TREE,
  isMenuForAudience,
  type FunctionKey,
  type MenuNode,
  type PositionRights,
  type SavePositionRightsInput,
} from '@parcelflow/contract';

export type RightKind = 'group' | 'menu' | 'function';
export type Flag = 'visible' | 'usable';
type Grant = Record<Flag, boolean>;

/** One row of the rights tree: a menu group, a page (menu) or a function button under its page. */
export type RightRow = { key: string; kind: RightKind; id: string; labelKey: string; children?: RightRow[] };

/** Page and function settings by row key; a group's state follows from the rows under it. */
export type Draft = Record<string, Grant>;

const rowKey = (kind: 'menu' | 'function', id: string) => `${kind}:${id}`;

/**
 * The menus of the company's audience that the server says the position can grant (the language screen
 * is an administrator's and never listed), each page with its function buttons under it.
 */
export function buildRightTree(isCarrier: boolean, rights: PositionRights): RightRow[] {
  const grantable = new Set([...rights.menus.map((m) => m.menuId), ...rights.functions.map((f) => f.functionKey)]);
  const toRows = (nodes: readonly MenuNode[]): RightRow[] =>
    nodes.flatMap((node): RightRow[] => {
      if (!isMenuForAudience(node, isCarrier) || !grantable.has(node.id)) return [];
      const labelKey = `menu.${node.key}`;
      if (node.children) {
        const children = toRows(node.children);
        return children.length ? [{ key: `group:${node.id}`, kind: 'group', id: node.id, labelKey, children }] : [];
      }
      const functions = FUNCTION_KEYS.filter((key) => FUNCTIONS[key].menuId === node.id && grantable.has(key)).map(
        (key): RightRow => ({ key: rowKey('function', key), kind: 'function', id: key, labelKey: `func.${key}` }),
      );
      return [{ key: rowKey('menu', node.id), kind: 'menu', id: node.id, labelKey, children: functions.length ? functions : undefined }];
    });
  return toRows(MENU_TREE);
}

export function draftOf(rights: PositionRights): Draft {
  const draft: Draft = {};
  for (const { menuId, visible, usable } of rights.menus) draft[rowKey('menu', menuId)] = { visible, usable };
  for (const { functionKey, visible, usable } of rights.functions) draft[rowKey('function', functionKey)] = { visible, usable };
  return draft;
}

/** The rows holding their own setting (pages and functions) at or under a row. */
function settled(row: RightRow): RightRow[] {
  return [...(row.kind === 'group' ? [] : [row]), ...(row.children ?? []).flatMap(settled)];
}

export type CheckState = { checked: boolean; indeterminate: boolean };

/** A page's or function's own setting; a group is checked when every row under it is, mixed when some are. */
export function checkState(row: RightRow, draft: Draft, flag: Flag): CheckState {
  if (row.kind !== 'group') return { checked: draft[row.key]?.[flag] ?? false, indeterminate: false };
  const values = settled(row).map((r) => draft[r.key]?.[flag] ?? false);
  const on = values.filter(Boolean).length;
  return { checked: on > 0 && on === values.length, indeterminate: on > 0 && on < values.length };
}

/**
 * Sets a flag on a row and everything under it; switching on also switches on the page above a function.
 * Usable needs visible: making a row usable makes it visible, hiding it makes it unusable.
 */
export function toggleRight(tree: RightRow[], draft: Draft, row: RightRow, flag: Flag, value: boolean): Draft {
  const next = { ...draft };
  const set = (target: RightRow) => {
    const grant = { ...(next[target.key] ?? { visible: false, usable: false }), [flag]: value };
    if (flag === 'usable' && value) grant.visible = true;
    if (flag === 'visible' && !value) grant.usable = false;
    next[target.key] = grant;
  };
  settled(row).forEach(set);
  if (value && row.kind === 'function') {
    const page = pageOf(tree, row.key);
    if (page) set(page);
  }
  return next;
}

function pageOf(tree: RightRow[], functionRowKey: string): RightRow | undefined {
  for (const row of tree) {
    if (row.kind === 'menu' && row.children?.some((child) => child.key === functionRowKey)) return row;
    const found = pageOf(row.children ?? [], functionRowKey);
    if (found) return found;
  }
  return undefined;
}

/** The save command's input: every row of the tree, a group visible or usable when any page under it is. */
export function toSaveInput(positionId: number, tree: RightRow[], draft: Draft): SavePositionRightsInput {
  const menus: SavePositionRightsInput['menus'] = [];
  const functions: SavePositionRightsInput['functions'] = [];
  const walk = (row: RightRow) => {
    if (row.kind === 'function') functions.push({ functionKey: row.id as FunctionKey, ...(draft[row.key] ?? { visible: false, usable: false }) });
    else if (row.kind === 'menu') menus.push({ menuId: row.id, ...(draft[row.key] ?? { visible: false, usable: false }) });
    else {
      const pages = settled(row).filter((r) => r.kind === 'menu');
      menus.push({ menuId: row.id, visible: pages.some((r) => draft[r.key]?.visible), usable: pages.some((r) => draft[r.key]?.usable) });
    }
    row.children?.forEach(walk);
  };
  tree.forEach(walk);
  return { positionId, menus, functions };
}

export function isDraftChanged(a: Draft, b: Draft): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].some((key) => a[key]?.visible !== b[key]?.visible || a[key]?.usable !== b[key]?.usable);
}
