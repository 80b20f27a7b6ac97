import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_EXAMPLES, type ImportTemplateSummary, type SaveCompanyImportTemplateInput } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { finishedTask, orderRow, ordersByCustomerNo, post, startImport, uploadFile, type Row } from '../orderImport/orderImport.testing.ts';
import { receiveDraft, saveTemplate } from './importTemplate.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
/** The company's own inbound template: every column headed in the company's words ("Our customerNo"). */
const custom = receiveDraft('Our inbound', (column) => `Our ${column.field}`);
let customId: string;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
  other = await t.login('otheradmin');
  customId = `company-${(await saveTemplate(t, admin, custom)).id}`;
});
afterAll(() => t.close());

const bodyOf = <T>(response: { json: <R>() => R }) => JSON.parse(response.json<{ body: string }>().body) as T;

async function download(templateId: string, token = admin): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await post(t, 'downloadImportTemplate', token, { templateId }, 'en-US')).rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

/** A downloaded template filled in under its own headers, whatever their order, over the example row. */
async function filledIn(workbook: ExcelJS.Workbook, template: SaveCompanyImportTemplateInput, rows: Row[]): Promise<Buffer> {
  const sheet = workbook.worksheets[0];
  sheet.getRow(1).eachCell((cell, col) => {
    const { field } = template.columns.find((column) => column.header === cell.text)!;
    rows.forEach((row, at) => (sheet.getCell(at + 2, col).value = (field in row ? row[field] : FIELD_EXAMPLES[field]) ?? null));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importWith(templateId: string, bytes: Buffer) {
  const started = await startImport(t, admin, { fileId: await uploadFile(t, admin, 'orders.xlsx', bytes), templateId, validRowsOnly: false });
  expect(started.code).toBe(0);
  return finishedTask(t, admin, started.body.id);
}

describe('importing through a company template', () => {
  it('lists the company\'s templates by name after the built-in ones, and no other company\'s', async () => {
    await saveTemplate(t, admin, receiveDraft('Another inbound'));
    const { templates } = bodyOf<{ templates: ImportTemplateSummary[] }>(await post(t, 'listImportTemplates', admin, {}, 'en-US'));
    expect(templates.slice(0, 9).map((template) => template.id)).toEqual(['receive', 'hyreceive', 'send', 'proxy', 'create', 'fba', 'fbacommon', 'special', 'invoice']);
    // The demo's own template ("电商客户收件模板") is listed too: only this test's ones are compared.
    const ours = templates.slice(9).filter((template) => ['Another inbound', 'Our inbound'].includes(template.name));
    expect(ours).toEqual([
      { id: expect.stringMatching(/^company-\d+$/), kind: 'receive', name: 'Another inbound', hasInvoiceSheet: false },
      { id: customId, kind: 'receive', name: 'Our inbound', hasInvoiceSheet: false },
    ]);
    expect(bodyOf<{ templates: ImportTemplateSummary[] }>(await post(t, 'listImportTemplates', other, {})).templates).toHaveLength(9);
  });

  it('downloads the template with the company\'s headers, and answers another company\'s as not found', async () => {
    const response = await post(t, 'downloadImportTemplate', admin, { templateId: customId }, 'en-US');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('Our inbound.xlsx');
    const headers = ((await download(customId)).worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(custom.columns.map((column) => column.header));
    for (const [templateId, token] of [[customId, other], ['company-99999', admin], ['company-x', admin]]) {
      expect((await post(t, 'downloadImportTemplate', token, { templateId })).json(), templateId).toMatchObject({ result_code: 400, body: JSON.stringify({ field: 'templateId', reason: 'notFound' }) });
    }
    const refused = await startImport(t, other, { fileId: await uploadFile(t, other, 'orders.xlsx', Buffer.from('x')), templateId: customId, validRowsOnly: false });
    expect(refused).toMatchObject({ code: 400, body: { field: 'templateId', reason: 'notFound' } });
  });

  it('reads a file by the company template\'s headers, which the built-in template does not know', async () => {
    const bytes = await filledIn(await download(customId), custom, [orderRow('CUST-T-0001'), orderRow('CUST-T-0002', { 'receiver.name': 'Jane Roe' })]);
    expect(await importWith('receive', bytes)).toMatchObject({ status: 'failed', errorInfo: { code: 20223 } });
    expect(await importWith(customId, bytes)).toMatchObject({ status: 'succeeded', result: { created: 2, refused: 0, total: 2 } });
    const orders = await ordersByCustomerNo(t, admin, ['CUST-T-0001', 'CUST-T-0002']);
    expect(orders.map((order) => [order.customerNo, order.kind, order.status])).toEqual([['CUST-T-0001', 'receive', 'toBeAudited'], ['CUST-T-0002', 'receive', 'toBeAudited']]);
  });
});
