const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ESCAPED = /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
/** Excel writes characters XML cannot hold (a carriage return, say) as _x000D_, and "_x" itself as _x005F_x. */
const EXCEL_ESCAPED = /_x([0-9A-Fa-f]{4})_/g;
/** One pattern per attribute name, made once: attributes are read for every sheet, relation and format. */
const ATTRIBUTES = new Map<string, RegExp>();

/** Text content as written in a part, decoded: the five entities, character references and Excel's _xHHHH_. */
export function decodeXmlText(raw: string): string {
  let text = raw.includes('&') ? raw.replace(ESCAPED, decodeEntity) : raw;
  if (text.includes('_x')) text = text.replace(EXCEL_ESCAPED, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return text;
}

function decodeEntity(match: string, name: string | undefined, decimal: string | undefined, hex: string | undefined): string {
  if (name) return ENTITIES[name];
  const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
  return code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/** The value of one attribute in an element's opening tag, decoded, whatever its namespace prefix (`r:id` answers to `id`). */
export function attributeOf(tag: string, name: string): string | undefined {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`\\s(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)));
  const match = pattern.exec(tag);
  return match ? decodeXmlText(match[1] ?? match[2]) : undefined;
}
