import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** Japanese postcodes (123-4567): a country the loaded million leaves out, so every row is new. */
export const IMPORT_COUNTRY = 'JP';

/** A postcode file as a carrier receives one: the English template's header, then `rows` rows of four text cells. */
export async function postcodeWorkbook(rows: number): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Postcodes');
  sheet.addRow(['Country', 'Postcode', 'City', 'State']).commit();
  for (let n = 0; n < rows; n++) {
    const postcode = `${String(100 + Math.floor(n / 10_000)).padStart(3, '0')}-${String(n % 10_000).padStart(4, '0')}`;
    sheet.addRow([IMPORT_COUNTRY, postcode, `Town ${Math.floor(n / 500)}`, `Prefecture ${Math.floor(n / 20_000)}`]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
