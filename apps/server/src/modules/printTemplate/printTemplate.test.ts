import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_IMAGE_MAX_BYTES, type LabelLayoutInput, type Page, type PrintPdfLink, type PrintTemplateSummary, type PrintTemplateView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { customerTesting, newCustomer } from '../customer/customer.testing.ts';
import { addUser } from '../partner/partner.testing.ts';
import { readPdf } from '../label/read-pdf.testing.ts';
import { downloadFile, TINY_PNG, uploadFile } from './printTemplate.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
let ids: ReturnType<typeof demoIds>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  other = await t.login('otheradmin');
  ids = demoIds(t);
});
afterAll(() => t.close());

type Answer = { code: number; body: Record<string, unknown> };
const call = (command: string, body: unknown, token = admin) => t.call('main', command, body, token) as Promise<Answer>;
const get = (id: number, token = admin) => t.call<PrintTemplateView>('main', 'getPrintTemplate', { id }, token);
const list = (filters = {}, token = admin) => t.call<Page<PrintTemplateSummary>>('main', 'listPrintTemplates', filters, token);
const fields = { nameEn: 'Label', type: 'label', printMethod: 'plugin', scenario: 'scan', interfaceUrl: 'https://print.example/api', enabled: true };

async function created(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await call('savePrintTemplate', { ...fields, name, builtIn: 'thermal.receive', ...extra });
  if (answer.code !== 0) throw new Error(`savePrintTemplate answered ${answer.code} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
}

/** A 100x150 layout holding only the image of `fileId`. */
const imageLayout = (fileId: number): LabelLayoutInput => ({
  paper: { size: '100x150' }, pages: 'perOrder', elements: [{ type: 'image', xMm: 5, yMm: 5, widthMm: 30, heightMm: 20, fileId }],
});

describe('print templates', () => {
  it('creates one from a built-in, reads, lists, filters and changes it, keeping its layout, each change logged', async () => {
    const id = await created('标签 A');
    const { body: read } = await get(id);
    expect(read).toMatchObject({ id, name: '标签 A', ...fields, paperSize: '100x150', defaultChannels: [], defaultCustomers: [] });
    expect(read.layout.pages).toBe('perPiece');
    await created('发票 B', { type: 'invoice', scenario: 'batch', builtIn: 'commercialInvoice', nameEn: 'Invoice' });

    expect((await list({ name: '标签' })).body.list.map((row) => row.name)).toEqual(['标签 A']);
    expect((await list({ name: 'invoice', scenario: 'batch' })).body.list.map((row) => row.name)).toEqual(['发票 B']);
    expect((await list({ type: 'invoice', scenario: 'batch' })).body.total).toBe(1);
    expect((await list({ scenario: 'reprint' })).body.total).toBe(0);

    expect((await call('savePrintTemplate', { ...fields, id, name: '标签 A2', printMethod: 'pdf', interfaceUrl: '' })).code).toBe(0);
    expect((await get(id)).body).toMatchObject({ name: '标签 A2', printMethod: 'pdf', interfaceUrl: '', layout: read.layout });
    expect((await auditRowsOf(t, 'printTemplate', id)).map((row) => row.action)).toEqual(['update', 'create']);
  });

  it('refuses bad input naming the field, and a name already taken', async () => {
    await created('Taken');
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ name: ' ' }, { field: 'name', reason: 'required' }],
      [{ name: 'x'.repeat(41) }, { field: 'name', reason: 'tooLong' }],
      [{ name: 'Taken' }, { field: 'name', reason: 'duplicate' }],
      [{ name: 'N', type: undefined }, { field: 'type', reason: 'required' }],
      [{ name: 'N', scenario: undefined }, { field: 'scenario', reason: 'required' }],
      [{ name: 'N', scenario: 'weekly' }, { field: 'scenario', reason: 'invalidValue' }],
      [{ name: 'N', interfaceUrl: 'ftp://x' }, { field: 'interfaceUrl', reason: 'invalidFormat' }],
      [{ name: 'N', builtIn: undefined }, { field: 'builtIn', reason: 'required' }],
      [{ name: 'N', builtIn: undefined, layout: { paper: { size: '100x150' }, pages: 'perOrder', elements: [{ type: 'field', field: 'nope', xMm: 1, yMm: 1, widthMm: 10, heightMm: 5, fontSizePt: 9 }] } },
        { field: 'layout.elements.0.field', reason: 'notFound' }],
      [{ name: 'N', builtIn: undefined, layout: { paper: { size: '100x100' }, pages: 'perOrder', elements: [{ type: 'box', xMm: 50, yMm: 1, widthMm: 60, heightMm: 5, thicknessMm: 0.5 }] } },
        { field: 'layout.elements.0.widthMm', reason: 'tooBig' }],
    ];
    for (const [change, problem] of cases) {
      const answer = await call('savePrintTemplate', { ...fields, builtIn: 'thermal.receive', ...change });
      expect(answer, JSON.stringify(problem)).toMatchObject({ code: 400, body: problem });
    }
    expect((await list({ name: 'N' })).body.list.filter((row) => row.name === 'N')).toEqual([]);
  });

  it('takes an image only when it is one of the company\'s PNG or JPEG files of at most 2 MB', async () => {
    const logo = await uploadFile(t, admin, 'logo.png', TINY_PNG);
    const text = await uploadFile(t, admin, 'fake.png', Buffer.from('not an image at all'));
    const huge = await uploadFile(t, admin, 'huge.png', Buffer.concat([TINY_PNG, Buffer.alloc(LABEL_IMAGE_MAX_BYTES)]));
    const theirs = await uploadFile(t, other, 'theirs.png', TINY_PNG);
    const save = (fileId: number) => call('savePrintTemplate', { ...fields, name: `Logo ${fileId}`, layout: imageLayout(fileId) });
    expect((await save(logo)).code).toBe(0);
    expect((await save(text)).body).toEqual({ field: 'layout.elements.0.fileId', reason: 'invalidFormat' });
    expect((await save(huge)).body).toEqual({ field: 'layout.elements.0.fileId', reason: 'tooBig', max: LABEL_IMAGE_MAX_BYTES });
    expect((await save(theirs)).body).toEqual({ field: 'layout.elements.0.fileId', reason: 'notFound' });
    expect((await call('previewPrintTemplate', { layout: imageLayout(theirs) })).body).toEqual({ field: 'layout.elements.0.fileId', reason: 'notFound' });
  });

  it('lets staff who view templates read and place an image a colleague placed in one, never a customer\'s login', async () => {
    const logo = await uploadFile(t, admin, 'placed.png', TINY_PNG);
    const loose = await uploadFile(t, admin, 'loose.png', TINY_PNG);
    expect((await call('savePrintTemplate', { ...fields, name: 'Colleague logo', layout: imageLayout(logo) })).code).toBe(0);
    const manager = await addUser(t, 'HYEXP', 'tplmanager', 'operationsManager');
    expect((await downloadFile(t, manager, logo)).bytes).toEqual(TINY_PNG);
    expect((await call('savePrintTemplate', { ...fields, name: 'Manager logo', layout: imageLayout(logo) }, manager)).code).toBe(0);
    expect((await call('previewPrintTemplate', { layout: imageLayout(logo) }, manager)).code).toBe(0);

    // An upload in no template stays its owner's: not downloaded, not placed by a colleague.
    expect((await downloadFile(t, manager, loose)).bytes.toString()).toContain('notFound');
    expect((await call('savePrintTemplate', { ...fields, name: 'Loose logo', layout: imageLayout(loose) }, manager)).body).toEqual({ field: 'layout.elements.0.fileId', reason: 'notFound' });
    expect((await call('previewPrintTemplate', { layout: imageLayout(loose) }, manager)).body).toEqual({ field: 'layout.elements.0.fileId', reason: 'notFound' });
    // Nor is a placed image read by staff without printTemplate.view, a customer's login or another company.
    for (const token of [await t.login('demooper'), await t.login('democust'), other]) {
      expect((await downloadFile(t, token, logo)).bytes.toString()).toContain('notFound');
    }
  });

  it('copies a built-in or one of the company\'s templates under a new name, never another company\'s', async () => {
    const source = await created('Source', { scenario: 'reprint' });
    const fromBuiltIn = await call('copyPrintTemplate', { name: 'Invoice copy', from: { source: 'builtIn', builtIn: 'commercialInvoice' } });
    expect((await get(fromBuiltIn.body.id as number)).body).toMatchObject({ type: 'invoice', printMethod: 'pdf', scenario: 'audit', paperSize: 'A4' });
    const copy = await call('copyPrintTemplate', { name: 'Source copy', from: { source: 'template', id: source } });
    const { body: original } = await get(source);
    expect((await get(copy.body.id as number)).body).toMatchObject({ ...fields, scenario: 'reprint', layout: original.layout });
    expect((await call('copyPrintTemplate', { name: 'Source', from: { source: 'builtIn', builtIn: 'thermal.fba' } })).body).toEqual({ field: 'name', reason: 'duplicate' });
    expect((await call('copyPrintTemplate', { name: 'Stolen', from: { source: 'template', id: source } }, other)).body).toEqual({ field: 'from.id', reason: 'notFound' });
    expect((await call('copyPrintTemplate', { name: 'X', from: { source: 'builtIn', builtIn: 'thermal.nope' } })).body).toMatchObject({ field: 'from.builtIn', reason: 'invalidValue' });
  });

  it('sets and unsets the default of a channel and a customer, one template per type, and deletes with its defaults', async () => {
    const first = await created('Default 1');
    const second = await created('Default 2');
    const channel = await ids.channel('HYEXP', 'HY-US-AIR');
    const customer = await ids.customer('HYEXP', 'C1003');
    const target = (id: number, kind: string, targetId: number) => ({ id, target: kind, targetId });
    expect((await call('setPrintTemplateDefault', target(first, 'channel', channel))).code).toBe(0);
    expect((await call('setPrintTemplateDefault', target(first, 'customer', customer))).code).toBe(0);
    expect((await get(first)).body).toMatchObject({ defaultChannels: [{ id: channel, code: 'HY-US-AIR' }], defaultCustomers: [{ id: customer, code: 'C1003' }] });

    expect((await call('setPrintTemplateDefault', target(second, 'channel', channel))).code).toBe(0);
    expect((await get(first)).body.defaultChannels).toEqual([]);
    expect((await get(second)).body.defaultChannels).toMatchObject([{ id: channel }]);
    expect((await call('unsetPrintTemplateDefault', target(first, 'customer', customer))).code).toBe(0);
    expect((await get(first)).body.defaultCustomers).toEqual([]);
    expect((await auditRowsOf(t, 'printTemplate', first)).map((row) => row.action)).toEqual(['unbind', 'bind', 'bind', 'create']);

    const picked = async (body: Record<string, unknown>, token = admin) => ((await call('printDefaultTargetComboBox', body, token)).body.list as { value: number; label: string }[]);
    expect(await picked({ target: 'channel', keyword: 'us-air' })).toEqual([{ value: channel, label: 'HY-US-AIR 美国空派专线' }]);
    expect((await picked({ target: 'customer', keyword: 'C1003' })).map((item) => item.value)).toEqual([customer]);
    expect(await picked({ target: 'channel', keyword: 'HY-US-AIR' }, other)).toEqual([]);

    const theirChannel = await ids.channel('GLBX', 'GX-JP-EMS');
    expect((await call('setPrintTemplateDefault', target(first, 'channel', theirChannel))).body).toEqual({ field: 'targetId', reason: 'notFound' });
    expect((await call('setPrintTemplateDefault', target(first, 'channel', theirChannel), other)).body).toEqual({ field: 'id', reason: 'notFound' });

    expect((await call('deletePrintTemplate', { id: second }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await call('deletePrintTemplate', { id: second })).code).toBe(0);
    expect((await get(second)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await call('setPrintTemplateDefault', target(first, 'channel', channel))).code).toBe(0);
  });

  it('previews a saved template and an unsaved layout as a PDF link only the company may download', async () => {
    const id = await created('Preview');
    const saved = await t.call<PrintPdfLink>('main', 'previewPrintTemplate', { id }, admin);
    expect(saved).toMatchObject({ code: 0, body: { name: `preview-${id}.pdf` } });
    const file = await downloadFile(t, admin, saved.body.fileId);
    expect(file.type).toBe('application/pdf');
    // The sample order has two pieces: the built-in label prints a page per piece.
    const pdf = readPdf(new Uint8Array(file.bytes));
    expect(pdf.pages).toBe(2);
    expect(pdf.barcodes[0]).toEqual(expect.arrayContaining(['PF100200300CN', 'PF100200300CN-01']));
    expect(pdf.texts[1]).toContain('John Smith');

    const logo = await uploadFile(t, admin, 'logo.png', TINY_PNG);
    const unsaved = await t.call<PrintPdfLink>('main', 'previewPrintTemplate', { layout: imageLayout(logo) }, admin);
    expect(readPdf(new Uint8Array((await downloadFile(t, admin, unsaved.body.fileId)).bytes)).images).toMatch(/image\s+1\s+1\s+rgb/);
    expect((await downloadFile(t, other, saved.body.fileId)).bytes.toString()).toContain('notFound');
    expect((await call('previewPrintTemplate', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await call('previewPrintTemplate', {})).body).toMatchObject({ field: 'id', reason: 'required' });
  });

  it('refuses staff without the functions, a cargo owner and a customer\'s login with 10021', async () => {
    const id = await created('Guarded');
    const operator = await t.login('demooper');
    expect((await call('listPrintTemplates', {}, operator)).code).toBe(10021);
    expect((await call('savePrintTemplate', { ...fields, name: 'Op', builtIn: 'thermal.receive' }, operator)).code).toBe(10021);
    expect((await call('listPrintTemplates', {}, await t.login('demoowner'))).code).toBe(10021);

    const h = customerTesting(t);
    const customerId = (await call('saveCustomer', newCustomer(await h.siteId('1002'), { code: 'T-PRINT' }))).body.id;
    expect((await call('createCustomerLogin', { customerId, account: 'printcust', password: 'abc12345' })).code).toBe(0);
    const customer = await t.login('printcust', 'abc12345');
    for (const [command, body] of [['listPrintTemplates', {}], ['getPrintTemplate', { id }], ['previewPrintTemplate', { id }], ['deletePrintTemplate', { id }]] as const) {
      expect((await call(command, body, customer)).code, command).toBe(10021);
    }
  });
});
