import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyImportTemplate, CompanyImportTemplateSummary, Page, SaveCompanyImportTemplateInput } from '@parcelflow/contract';
import { findDemoUser } from '../../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { users } from '../account/index.ts';
import { auditLog } from '../auditLog/index.ts';
import { post } from '../orderImport/orderImport.testing.ts';
import { receiveDraft, saveTemplate } from './importTemplate.testing.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

const get = (id: number, token = admin) => t.call<CompanyImportTemplate>('main', 'getCompanyImportTemplate', { id }, token);
const save = (draft: unknown, token = admin) => t.call('main', 'saveCompanyImportTemplate', draft, token);
const list = (token = admin, page = {}) => t.call<Page<CompanyImportTemplateSummary>>('main', 'listCompanyImportTemplates', page, token);

/** A change to a saved template's first column, or any other part of it. */
function changed(draft: SaveCompanyImportTemplateInput, change: (draft: SaveCompanyImportTemplateInput) => void): SaveCompanyImportTemplateInput {
  const copy = structuredClone(draft);
  change(copy);
  return copy;
}

describe('company import templates', () => {
  it('creates, reads, lists and changes a template at the version it was read at', async () => {
    const draft = receiveDraft('Inbound A');
    const { id, version } = await saveTemplate(t, admin, draft);
    expect(version).toBe(1);
    const { body: read } = await get(id);
    expect(read).toMatchObject({ id, templateId: `company-${id}`, name: 'Inbound A', kind: 'receive', version: 1, columns: draft.columns, createdBy: '陈建国', updatedBy: '陈建国' });
    expect(read.invoiceColumns).toBeUndefined();

    const renamed = { ...draft, id, version: 1, name: 'Inbound B', columns: draft.columns.filter((column) => column.field !== 'remarks') };
    expect((await save(renamed)).body).toEqual({ id, version: 2 });
    expect(await save(renamed)).toMatchObject({ code: 400, body: { field: 'version', reason: 'stale' } });
    const { body: page } = await list();
    expect(page.list.find((row) => row.id === id)).toMatchObject({ name: 'Inbound B', kind: 'receive', columnCount: draft.columns.length - 1, updatedBy: '陈建国' });
    expect(page.total).toBe(page.list.length);
  });

  it('refuses each broken rule with the field and reason, and changes nothing', async () => {
    await saveTemplate(t, admin, receiveDraft('Taken'));
    const draft = receiveDraft('Rules');
    const { id } = await saveTemplate(t, admin, draft);
    const before = (await get(id)).body;
    const edit = { ...draft, id, version: 1 };
    const cases: [SaveCompanyImportTemplateInput, Record<string, string>][] = [
      [changed(edit, (d) => (d.name = ' ')), { field: 'name', reason: 'required' }],
      [changed(edit, (d) => (d.name = 'x'.repeat(41))), { field: 'name', reason: 'tooLong' }],
      [changed(edit, (d) => (d.name = 'Taken')), { field: 'name', reason: 'duplicate' }],
      [changed(edit, (d) => (d.columns = [])), { field: 'columns', reason: 'required' }],
      [changed(edit, (d) => (d.columns[1].field = 'carrierCompanyNo')), { field: 'columns.1.field', reason: 'invalidValue' }],
      [changed(edit, (d) => (d.columns[1].field = 'customerNo')), { field: 'columns.1.field', reason: 'duplicate' }],
      [changed(edit, (d) => (d.columns[1].header = d.columns[0].header.toUpperCase())), { field: 'columns.1.header', reason: 'duplicate' }],
      [changed(edit, (d) => (d.columns[1].header = '*')), { field: 'columns.1.header', reason: 'required' }],
      [changed(edit, (d) => (d.columns[1].header = 'x'.repeat(51))), { field: 'columns.1.header', reason: 'tooLong' }],
      [changed(edit, (d) => (d.columns[0].required = false)), { field: 'columns.0.required', reason: 'invalidValue' }],
      [changed(edit, (d) => (d.columns = d.columns.filter((column) => column.field !== 'customerNo'))), { field: 'columns', reason: 'required' }],
      [changed(edit, (d) => (d.kind = 'invoice')), { field: 'invoiceColumns', reason: 'required' }],
    ];
    for (const [input, problem] of cases) expect((await save(input)).body, JSON.stringify(problem)).toMatchObject(problem);
    expect((await get(id)).body).toEqual(before);
  });

  it('copies a built-in template with headers in the caller\'s language', async () => {
    const copied = JSON.parse((await post(t, 'copyBuiltInImportTemplate', admin, { templateId: 'invoice', name: 'With invoice' }, 'en-US')).json<{ body: string }>().body) as { id: number };
    const { body } = await get(copied.id);
    expect(body).toMatchObject({ kind: 'invoice', version: 1 });
    expect(body.columns[0]).toEqual({ field: 'customerNo', header: 'Customer number', required: true });
    expect(body.invoiceColumns?.[1]).toEqual({ field: 'invoiceLines.descriptionCn', header: 'Chinese description', required: true });
    expect(await t.call('main', 'copyBuiltInImportTemplate', { templateId: 'fba', name: 'With invoice' }, admin)).toMatchObject({ code: 400, body: { field: 'name', reason: 'duplicate' } });
    expect(await t.call('main', 'copyBuiltInImportTemplate', { templateId: 'nope', name: 'x' }, admin)).toMatchObject({ code: 400, body: { field: 'templateId' } });
  });

  it('pages by the list sizes only', async () => {
    expect((await list(admin, { pageSize: 100, currentPage: 1 })).code).toBe(0);
    expect(await list(admin, { pageSize: 20 })).toMatchObject({ code: 400, body: { field: 'pageSize', reason: 'invalidValue' } });
  });

  it('deletes a template once', async () => {
    const { id } = await saveTemplate(t, admin, receiveDraft('Short-lived'));
    expect((await t.call('main', 'deleteCompanyImportTemplate', { id }, admin)).code).toBe(0);
    expect(await get(id)).toMatchObject({ code: 400, body: { field: 'id', reason: 'notFound' } });
    expect(await t.call('main', 'deleteCompanyImportTemplate', { id }, admin)).toMatchObject({ code: 400, body: { field: 'id', reason: 'notFound' } });
  });
});

describe('the audit log of import templates', () => {
  const logOf = (id: number) => t.database.db.select().from(auditLog)
    .where(and(eq(auditLog.entity, 'importTemplate'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

  it('logs creating, changing, copying and deleting a template with its columns as headers and fields, by the caller', async () => {
    const draft = receiveDraft('Logged');
    const { id } = await saveTemplate(t, admin, draft);
    const [created] = await logOf(id);
    expect(created).toMatchObject({ action: 'create', entityLabel: 'Logged', userNo: expect.any(String) });
    expect(created.userId).not.toBeNull();
    const customerColumn = `${draft.columns[0].header} (customerNo) *`;
    expect(created.changes).toEqual(expect.arrayContaining([
      { field: 'name', before: null, after: 'Logged' }, { field: 'kind', before: null, after: 'receive' },
      { field: 'columns', before: null, after: expect.arrayContaining([customerColumn]) },
    ]));

    const renamedHeader = changed({ ...draft, id, version: 1 }, (d) => (d.columns[0].header = '我方单号'));
    expect((await save(renamedHeader)).code).toBe(0);
    // A refused or stale save writes nothing.
    expect((await save({ ...renamedHeader, name: 'Taken' })).code).toBe(400);
    expect((await save(renamedHeader)).body).toMatchObject({ field: 'version', reason: 'stale' });
    const [, updated] = await logOf(id);
    expect(updated.action).toBe('update');
    expect(updated.changes).toHaveLength(1);
    expect(updated.changes[0]).toMatchObject({ field: 'columns', before: expect.arrayContaining([customerColumn]), after: expect.arrayContaining(['我方单号 (customerNo) *']) });

    expect((await t.call('main', 'deleteCompanyImportTemplate', { id }, admin)).code).toBe(0);
    const log = await logOf(id);
    expect(log.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(log[2].changes).toEqual(expect.arrayContaining([{ field: 'name', before: 'Logged', after: null }]));

    const copied = await t.call<{ id: number }>('main', 'copyBuiltInImportTemplate', { templateId: 'invoice', name: 'Copy logged' }, admin);
    const [copy] = await logOf(copied.body.id);
    expect(copy).toMatchObject({ action: 'create', entityLabel: 'Copy logged' });
    expect(copy.changes.map((change) => change.field).sort()).toEqual(['columns', 'invoiceColumns', 'kind', 'name']);
  });
});

describe('who may keep import templates', () => {
  it('answers another company\'s template as missing, and leaves it as it was', async () => {
    const { id } = await saveTemplate(t, admin, receiveDraft('Ours'));
    const other = await t.login('otheradmin');
    expect(await get(id, other)).toMatchObject({ code: 400, body: { field: 'id', reason: 'notFound' } });
    expect(await save({ ...receiveDraft('Theirs'), id, version: 1 }, other)).toMatchObject({ code: 400, body: { field: 'id', reason: 'notFound' } });
    expect(await t.call('main', 'deleteCompanyImportTemplate', { id }, other)).toMatchObject({ code: 400, body: { field: 'id', reason: 'notFound' } });
    expect((await list(other)).body.list.map((row) => row.name)).not.toContain('Ours');
    expect((await get(id)).body).toMatchObject({ name: 'Ours', version: 1 });
  });

  it('refuses staff without the right, and a cargo owner even as its administrator, with 10021', async () => {
    expect((await list(await t.login('demooper'))).code).toBe(10021);
    const { userId } = await findDemoUser(t.database.db, 'demoowner');
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
    const owner = await t.login('demoowner');
    expect(await list(owner)).toMatchObject({ code: 10021, body: { permission: 'importTemplate.view' } });
    expect(await save(receiveDraft('Owner'), owner)).toMatchObject({ code: 10021, body: { permission: 'importTemplate.edit' } });
  });
});
