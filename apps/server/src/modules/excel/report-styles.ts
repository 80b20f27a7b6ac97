import { childrenNamed, openingTag, readXmlTree, withAttributes, type XmlNode } from './xml-tree.ts';
import { attributeOf, prefixOf } from './xml-tokens.ts';

/** Excel's own "light red fill": recognisable, and how the next report finds the highlights it set. */
const PROBLEM_ARGB = 'FFFFC7CE';
const ERROR_HEADER_ARGB = 'FFC00000';
const NAMESPACE = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
/** A stylesheet for a workbook written without one: the defaults a spreadsheet program assumes. */
export const MINIMAL_STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="${NAMESPACE}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The cell formats the report adds to a workbook's stylesheet, created as the sheets ask for them. */
export type ReportStyles = {
  /** The format of a cell with `style`, with the problem fill over it. */
  highlighted: (style: number) => number;
  errorHeader: () => number;
  errorText: () => number;
  /** The stylesheet with the added formats, and with the fill of an earlier report's highlights cleared. */
  toXml: () => string;
};

const SECTIONS = ['fonts', 'fills', 'cellXfs'] as const;
type SectionName = (typeof SECTIONS)[number];
/** A section's items as XML, the original ones first; `node` is where the section is, if the stylesheet has it. */
type Section = { name: SectionName; node?: XmlNode; items: string[] };
/** Schema order: a missing section goes before the first of these the stylesheet has. */
const FOLLOWING: Record<SectionName, string[]> = {
  fonts: ['fills', 'borders', 'cellStyleXfs', 'cellXfs', 'cellStyles', 'dxfs', 'tableStyles', 'colors', 'extLst'],
  fills: ['borders', 'cellStyleXfs', 'cellXfs', 'cellStyles', 'dxfs', 'tableStyles', 'colors', 'extLst'],
  cellXfs: ['cellStyles', 'dxfs', 'tableStyles', 'colors', 'extLst'],
};

/**
 * Works on the stylesheet's XML, read by the tokenizer: every format already there keeps its index, so the cells
 * that are not marked stay exactly as the user left them; new formats, one font and one fill are appended.
 */
export function reportStylesOf(xml: string): ReportStyles {
  const root = readXmlTree(xml);
  if ('reason' in root) throw new Error(`The stylesheet read for the report cannot be read again: ${root.reason}`);
  const prefix = prefixOf(root.tag);
  const slice = (node: XmlNode) => xml.slice(node.tag.start, node.end);
  const sections = new Map(SECTIONS.map((name): [SectionName, Section] => {
    const node = childrenNamed(root, name)[0];
    return [name, { name, node, items: node?.children.map(slice) ?? [] }];
  }));
  const [fonts, fills, cellXfs] = SECTIONS.map((name) => sections.get(name) as Section);
  const earlierFills = new Set(fills.node?.children.flatMap((fill, index) => (isProblemFill(fill) ? [index] : [])) ?? []);
  // An earlier report's highlights: their formats lose the fill, so fixed cells no longer look wrong.
  cellXfs.node?.children.forEach((xf, index) => {
    if (earlierFills.has(Number(attributeOf(xf.tag, 'fillId') ?? 0))) cellXfs.items[index] = withAttributes(xml, xf.tag, xf.end, { fillId: '0', applyFill: undefined });
  });
  const added = new Map<string, number>();
  const addOnce = (key: string, section: Section, item: () => string) => {
    let index = added.get(key);
    if (index === undefined) added.set(key, (index = section.items.push(item()) - 1));
    return index;
  };
  const xfs = cellXfs.node?.children ?? [];
  const problemFill = () => addOnce('fill', fills, () => `<${prefix}fill><${prefix}patternFill patternType="solid"><${prefix}fgColor rgb="${PROBLEM_ARGB}"/><${prefix}bgColor indexed="64"/></${prefix}patternFill></${prefix}fill>`);
  const baseXf = (style: number) => xfs[style] ?? xfs[0];
  const changedXf = (style: number, changes: Record<string, string>, alignment = '') => {
    const xf = baseXf(style);
    if (!xf) return `<${prefix}xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"${Object.entries(changes).map(([name, value]) => ` ${name}="${value}"`).join('')}>${alignment}</${prefix}xf>`;
    if (!alignment) return withAttributes(xml, xf.tag, xf.end, changes);
    // Alignment comes first among an xf's children, and replaces the one it had.
    const children = xf.children.filter((child) => child.tag.name !== 'alignment').map(slice).join('');
    return `${openingTag(xf.tag, changes, false)}${alignment}${children}</${xf.tag.qualified}>`;
  };
  return {
    highlighted: (style) => addOnce(`fill:${style}`, cellXfs, () => changedXf(style, { fillId: String(problemFill()), applyFill: '1' })),
    errorHeader: () => addOnce('header', cellXfs, () => {
      const font = addOnce('font', fonts, () => boldRedFont(xml, fonts.node?.children[0], prefix));
      return changedXf(0, { fontId: String(font), applyFont: '1' });
    }),
    errorText: () => addOnce('text', cellXfs, () => changedXf(0, { applyAlignment: '1' }, `<${prefix}alignment vertical="top" wrapText="1"/>`)),
    toXml: () => {
      // Each section is written where it was (or where the schema puts it), the last first, so positions hold.
      const splices = [...sections.values()].map((section, order) => ({ ...sectionSplice(root, section, prefix), order })).sort((x, y) => y.start - x.start || y.order - x.order);
      return splices.reduce((text, { start, end, element }) => text.slice(0, start) + element + text.slice(end), xml);
    },
  };
}

/** A section written with all its items, over the one the stylesheet has or inserted where the schema wants it. */
function sectionSplice(root: XmlNode, section: Section, prefix: string): { start: number; end: number; element: string } {
  const qualified = section.node?.tag.qualified ?? `${prefix}${section.name}`;
  const element = `<${qualified} count="${section.items.length}">${section.items.join('')}</${qualified}>`;
  if (section.node) return { start: section.node.tag.start, end: section.node.end, element };
  const next = root.children.find((child) => FOLLOWING[section.name].includes(child.tag.name));
  const at = next?.tag.start ?? root.children.at(-1)?.end ?? root.tag.openEnd;
  return { start: at, end: at, element };
}

function isProblemFill(fill: XmlNode): boolean {
  return childrenNamed(fill, 'patternFill').some((pattern) => attributeOf(pattern.tag, 'patternType') === 'solid'
    && childrenNamed(pattern, 'fgColor').some((color) => attributeOf(color.tag, 'rgb')?.toUpperCase() === PROBLEM_ARGB));
}

/** The workbook's default font made bold and dark red, keeping its size and typeface (a Chinese one, say). */
function boldRedFont(xml: string, defaultFont: XmlNode | undefined, prefix: string): string {
  const keep = ['sz', 'name', 'family', 'charset', 'scheme'].map((name) => {
    const child = defaultFont && childrenNamed(defaultFont, name)[0];
    return child ? xml.slice(child.tag.start, child.end) : '';
  });
  return `<${prefix}font><${prefix}b/>${keep[0]}<${prefix}color rgb="${ERROR_HEADER_ARGB}"/>${keep.slice(1).join('')}</${prefix}font>`;
}
