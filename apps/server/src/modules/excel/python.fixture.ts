import { execFileSync } from 'node:child_process';

/**
 * Test fixtures written by another program than ours: Debian's python3-openpyxl builds workbooks and
 * Python's zipfile builds hostile archives. Generated at test time into memory; no binary is committed.
 */
const PYTHON = '/usr/bin/python3';

export type PyCell = string | number | boolean | null | { formula: string } | { date: string } | { text: string };
export type PySheet = { title: string; rows: PyCell[][]; merges?: string[] };

const WRITE_WORKBOOK = `
import sys, io, json, datetime, openpyxl
spec = json.load(sys.stdin)
wb = openpyxl.Workbook()
wb.remove(wb.active)
for sheet in spec:
    ws = wb.create_sheet(sheet['title'])
    for r, row in enumerate(sheet['rows'], start=1):
        for c, v in enumerate(row, start=1):
            if v is None:
                continue
            cell = ws.cell(row=r, column=c)
            if isinstance(v, dict) and 'formula' in v:
                cell.value = v['formula']
            elif isinstance(v, dict) and 'date' in v:
                cell.value = datetime.date.fromisoformat(v['date'])
                cell.number_format = 'yyyy-mm-dd'
            elif isinstance(v, dict) and 'text' in v:
                cell.value = v['text']
                cell.data_type = 's'
            else:
                cell.value = v
    for merge in sheet.get('merges', []):
        ws.merge_cells(merge)
out = io.BytesIO()
wb.save(out)
sys.stdout.buffer.write(out.getvalue())
`;

export function openpyxlWorkbook(sheets: PySheet[]): Buffer {
  return execFileSync(PYTHON, ['-c', WRITE_WORKBOOK], { input: JSON.stringify(sheets), maxBuffer: 64 * 1024 * 1024 });
}

const READ_WORKBOOK = `
import sys, io, json, openpyxl
wb = openpyxl.load_workbook(io.BytesIO(sys.stdin.buffer.read()))
out = {}
for ws in wb.worksheets:
    out[ws.title] = [[[c.value if not hasattr(c.value, 'isoformat') else c.value.isoformat(), c.data_type] for c in row] for row in ws.iter_rows()]
print(json.dumps(out))
`;

/** Each sheet's cells as openpyxl reads them: [value, data type] where type "s" is text and "f" a formula. */
export function readWithOpenpyxl(file: Buffer): Record<string, [unknown, string][][]> {
  return JSON.parse(execFileSync(PYTHON, ['-c', READ_WORKBOOK], { input: file, maxBuffer: 64 * 1024 * 1024 }).toString());
}

export type ZipPart = { name: string; text?: string; zeros?: number; utf16?: string };
export type ZipSpec = {
  /** A workbook whose parts are copied first, with `edits` applied (find and replace in one part). */
  base?: Buffer;
  edits?: { name: string; find: string; replace: string }[];
  parts?: ZipPart[];
  /** Sizes the central directory claims instead of the real ones. */
  declare?: { name: string; size: number }[];
};

const WRITE_ZIP = `
import sys, io, json, base64, struct, zipfile
spec = json.load(sys.stdin)
out = io.BytesIO()
with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
    if spec.get('base'):
        with zipfile.ZipFile(io.BytesIO(base64.b64decode(spec['base']))) as src:
            for info in src.infolist():
                data = src.read(info.filename)
                for e in spec.get('edits', []):
                    if e['name'] == info.filename:
                        data = data.decode('utf-8').replace(e['find'], e['replace']).encode('utf-8')
                z.writestr(info.filename, data)
    for p in spec.get('parts', []):
        if 'zeros' in p:
            z.writestr(p['name'], b'0' * p['zeros'])
        elif 'utf16' in p:
            z.writestr(p['name'], p['utf16'].encode('utf-16'))
        else:
            z.writestr(p['name'], p['text'].encode('utf-8'))
data = bytearray(out.getvalue())
for d in spec.get('declare', []):
    name = d['name'].encode('utf-8')
    at = data.find(b'PK\\x01\\x02')
    while at >= 0:
        length = struct.unpack_from('<H', data, at + 28)[0]
        if bytes(data[at + 46:at + 46 + length]) == name:
            struct.pack_into('<I', data, at + 24, d['size'])
        at = data.find(b'PK\\x01\\x02', at + 4)
sys.stdout.buffer.write(bytes(data))
`;

export function zipArchive(spec: ZipSpec): Buffer {
  const input = JSON.stringify({ ...spec, base: spec.base?.toString('base64') });
  return execFileSync(PYTHON, ['-c', WRITE_ZIP], { input, maxBuffer: 64 * 1024 * 1024 });
}
