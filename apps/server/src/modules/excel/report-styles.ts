import { attributeOf } from './xml-text.ts';

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

type Section = { name: string; items: string[] };

/**
 * Works on the stylesheet's XML: every format already there keeps its index, so the cells that are not
 * marked stay exactly as the user left them; new formats, one font and one fill are appended.
 */
export function reportStylesOf(xml: string): ReportStyles {
  const prefix = /<(\w+:)?styleSheet\b/.exec(xml)?.[1] ?? '';
  const sections = new Map(['fonts', 'fills', 'cellXfs'].map((name) => [name, sectionOf(xml, name)]));
  const [fonts, fills, cellXfs] = ['fonts', 'fills', 'cellXfs'].map((name) => sections.get(name) as Section);
  const earlierFills = new Set(fills.items.flatMap((fill, index) => (isProblemFill(fill) ? [index] : [])));
  // An earlier report's highlights: their formats lose the fill, so fixed cells no longer look wrong.
  cellXfs.items = cellXfs.items.map((xf) => (earlierFills.has(Number(attributeOf(xf, 'fillId') ?? 0)) ? withAttributes(xf, { fillId: '0', applyFill: undefined }) : xf));
  const added = new Map<string, number>();
  const addOnce = (key: string, section: Section, item: () => string) => {
    let index = added.get(key);
    if (index === undefined) added.set(key, (index = section.items.push(item()) - 1));
    return index;
  };
  const problemFill = () => addOnce('fill', fills, () => `<${prefix}fill><${prefix}patternFill patternType="solid"><${prefix}fgColor rgb="${PROBLEM_ARGB}"/><${prefix}bgColor indexed="64"/></${prefix}patternFill></${prefix}fill>`);
  const baseXf = (style: number) => cellXfs.items[style] ?? cellXfs.items[0] ?? `<${prefix}xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>`;
  return {
    highlighted: (style) => addOnce(`fill:${style}`, cellXfs, () => withAttributes(baseXf(style), { fillId: String(problemFill()), applyFill: '1' })),
    errorHeader: () => addOnce('header', cellXfs, () => {
      const font = addOnce('font', fonts, () => boldRedFont(fonts.items[0] ?? '', prefix));
      return withAttributes(baseXf(0), { fontId: String(font), applyFont: '1' });
    }),
    errorText: () => addOnce('text', cellXfs, () => withAlignment(withAttributes(baseXf(0), { applyAlignment: '1' }), `<${prefix}alignment vertical="top" wrapText="1"/>`)),
    toXml: () => [...sections.values()].reduce((text, section) => replaceSection(text, section, prefix), xml),
  };
}

function sectionOf(xml: string, name: string): Section {
  const body = new RegExp(`<(?:\\w+:)?${name}\\b[^>]*?(?:/>|>([\\s\\S]*?)</(?:\\w+:)?${name}>)`).exec(xml)?.[1] ?? '';
  const item = name === 'cellXfs' ? 'xf' : name.slice(0, -1);
  return { name, items: [...body.matchAll(new RegExp(`<(?:\\w+:)?${item}\\b[^>]*?(?:/>|>[\\s\\S]*?</(?:\\w+:)?${item}>)`, 'g'))].map(([element]) => element) };
}

function replaceSection(xml: string, section: Section, prefix: string): string {
  const element = `<${prefix}${section.name} count="${section.items.length}">${section.items.join('')}</${prefix}${section.name}>`;
  const existing = new RegExp(`<(?:\\w+:)?${section.name}\\b[^>]*?(?:/>|>[\\s\\S]*?</(?:\\w+:)?${section.name}>)`);
  if (existing.test(xml)) return xml.replace(existing, () => element);
  // Schema order: numFmts, fonts, fills, borders, cellStyleXfs, cellXfs; a missing section goes before the next one.
  const next = { fonts: 'fills', fills: 'borders', cellXfs: 'cellStyles' }[section.name] ?? '';
  const at = xml.search(new RegExp(`<(?:\\w+:)?(?:${next}|/(?:\\w+:)?styleSheet)\\b`));
  return at < 0 ? xml : xml.slice(0, at) + element + xml.slice(at);
}

function isProblemFill(fill: string): boolean {
  return /patternType="solid"/.test(fill) && new RegExp(`<(?:\\w+:)?fgColor\\b[^>]*\\srgb="${PROBLEM_ARGB}"`, 'i').test(fill);
}

/** The workbook's default font made bold and dark red, keeping its size and typeface (a Chinese one, say). */
function boldRedFont(defaultFont: string, prefix: string): string {
  const keep = ['sz', 'name', 'family', 'charset', 'scheme'].map((name) => new RegExp(`<(?:\\w+:)?${name}\\b[^>]*/>`).exec(defaultFont)?.[0] ?? '');
  return `<${prefix}font><${prefix}b/>${keep[0]}<${prefix}color rgb="${ERROR_HEADER_ARGB}"/>${keep.slice(1).join('')}</${prefix}font>`;
}

/** An element with some attributes of its opening tag set (or removed, when undefined). */
export function withAttributes(element: string, changes: Record<string, string | undefined>): string {
  return element.replace(/^<([\w:]+)([^>]*?)(\/?)>/, (_, name: string, attributes: string, selfClosing: string) => {
    let kept = attributes;
    for (const [attribute, value] of Object.entries(changes)) {
      kept = kept.replace(new RegExp(`\\s${attribute}\\s*=\\s*"[^"]*"`), '');
      if (value !== undefined) kept += ` ${attribute}="${value}"`;
    }
    return `<${name}${kept}${selfClosing}>`;
  });
}

/** A format with its alignment replaced (alignment comes first among an xf's children). */
function withAlignment(xf: string, alignment: string): string {
  const open = /^<([\w:]+)[^>]*?(\/?)>/.exec(xf);
  if (!open) return xf;
  const name = open[1];
  const children = open[2] ? '' : xf.slice(open[0].length, xf.lastIndexOf(`</${name}>`)).replace(/<(?:\w+:)?alignment\b[^>]*?(?:\/>|>[\s\S]*?<\/(?:\w+:)?alignment>)/, '');
  return `${open[0].replace(/\/>$/, '>')}${alignment}${children}</${name}>`;
}
