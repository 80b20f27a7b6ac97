/** Excel writes characters XML cannot hold (a carriage return, say) as _x000D_, and "_x" itself as _x005F_x. */
const EXCEL_ESCAPED = /_x([0-9A-Fa-f]{4})_/g;

/** Text as the tokenizer decoded it, with Excel's own _xHHHH_ escapes decoded too. */
export function decodeExcelText(text: string): string {
  return text.includes('_x') ? text.replace(EXCEL_ESCAPED, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}
