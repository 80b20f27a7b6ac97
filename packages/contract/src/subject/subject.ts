import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';
import { COUNTRY_CODE_FORMAT, declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';
import { eoriNoField, iossNoField, otherTaxNoField, SUBJECT_TAX_TYPES, vatNoField } from './tax-numbers.ts';

/** subjectInformation: the legal entities a customer ships as, with their tax numbers; unique per customer and name. */
export const SUBJECT_LIMITS = { nameMax: 100, addressMax: 200, customerCodeMax: 40 } as const;

const L = SUBJECT_LIMITS;
const idField = z.number().int().positive();

/** What a subject holds besides its customer: the form and the Excel row alike. */
export const subjectFields = {
  name: z.string().trim().min(1).max(L.nameMax),
  countryCode,
  address: z.string().trim().max(L.addressMax).default(''),
  vatNo: vatNoField,
  eoriNo: eoriNoField,
  iossNo: iossNoField,
  otherTaxType: z.string().trim().toLowerCase().pipe(z.enum(SUBJECT_TAX_TYPES)).optional(),
  otherTaxNo: otherTaxNoField,
};

/** A number without its kind (or a kind without a number) cannot be copied onto an order: the missing half is required. */
function otherTaxPaired(row: { otherTaxType?: string; otherTaxNo: string }, ctx: z.RefinementCtx): void {
  if (!row.otherTaxNo !== !row.otherTaxType) ctx.addIssue({ code: 'custom', path: [row.otherTaxNo ? 'otherTaxType' : 'otherTaxNo'], params: { reason: 'required' } });
}

export const saveSubjectInput = z.object({
  id: idField.optional(),
  customerId: idField,
  ...subjectFields,
  /** The subject the order form preselects for its customer; setting it clears the customer's previous default. */
  isDefault: z.boolean().default(false),
}).superRefine(otherTaxPaired);
export type SaveSubjectInput = z.infer<typeof saveSubjectInput>;

/** The list's filters, which an export applies too. */
export const subjectFilterFields = {
  /** Matches the name and the tax numbers. */
  keyword: z.string().trim().max(40).default(''),
  customerId: idField.optional(),
  countryCode: countryCode.optional(),
};
export const subjectFilter = z.object(subjectFilterFields);
export const listSubjectsInput = z.object({ ...pageQueryFields, ...subjectFilterFields });
export type ListSubjectsInput = z.infer<typeof listSubjectsInput>;

export const subjectView = z.object({
  id: z.number(),
  customerId: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  name: z.string(),
  countryCode: z.string(),
  address: z.string(),
  vatNo: z.string(),
  eoriNo: z.string(),
  iossNo: z.string(),
  otherTaxType: z.enum(SUBJECT_TAX_TYPES).nullable(),
  otherTaxNo: z.string(),
  isDefault: z.boolean(),
});
export type SubjectView = z.infer<typeof subjectView>;

export const subjectIdInput = z.object({ id: idField });
export const customerSubjectsInput = z.object({ customerId: idField });

/** Rows one import file may bring. */
export const SUBJECT_IMPORT_MAX_ROWS = 20_000;


/** Subjects as Excel sees them: one row per subject, known by its customer's code and its name; none is imported as default. */
export const subjectTable = declareTable({
  name: 'subject',
  title: tableTexts('主体信息', '主體資訊', 'Subjects'),
  cells: { customerCode: z.string().trim().min(1).max(L.customerCodeMax), ...subjectFields },
  columns: [
    { key: 'customerCode', header: tableTexts('客户编码(Customer code)', '客戶編碼(Customer code)', 'Customer code'), format: tableTexts('本公司的客户编码', '本公司的客戶編碼', "One of the company's customer codes"), example: 'C001' },
    { key: 'name', header: tableTexts('主体名称(Name)', '主體名稱(Name)', 'Name'), format: TEXT_FORMAT, example: 'Muster GmbH' },
    { key: 'countryCode', header: tableTexts('国家(Country)', '國家(Country)', 'Country'), format: COUNTRY_CODE_FORMAT, example: 'DE' },
    { key: 'address', header: tableTexts('地址(Address)', '地址(Address)', 'Address'), format: TEXT_FORMAT, example: 'Hauptstr. 1, Berlin' },
    { key: 'vatNo', header: tableTexts('VAT税号(VAT)', 'VAT稅號(VAT)', 'VAT number'), format: tableTexts('欧盟等国家校验其校验位', '歐盟等國家檢查其檢查碼', 'Check digits verified for EU and other known countries'), example: 'DE136695976' },
    { key: 'eoriNo', header: tableTexts('EORI号(EORI)', 'EORI號(EORI)', 'EORI'), format: tableTexts('国家代码加最多15位字母数字', '國家代碼加最多15位字母數字', 'Country code and up to 15 letters or digits'), example: 'DE1234567890' },
    { key: 'iossNo', header: tableTexts('IOSS号(IOSS)', 'IOSS號(IOSS)', 'IOSS'), format: tableTexts('IM加10位数字', 'IM加10位數字', 'IM and 10 digits'), example: 'IM2760000001' },
    { key: 'otherTaxType', header: tableTexts('其他税号类型(Other tax type)', '其他稅號類型(Other tax type)', 'Other tax number type'), format: tableTexts(SUBJECT_TAX_TYPES.join('、'), SUBJECT_TAX_TYPES.join('、'), SUBJECT_TAX_TYPES.join(', ')), example: '' },
    { key: 'otherTaxNo', header: tableTexts('其他税号(Other tax number)', '其他稅號(Other tax number)', 'Other tax number'), format: tableTexts('字母和数字', '字母和數字', 'Letters and digits'), example: '' },
  ],
  check: otherTaxPaired,
  keyOf: (row) => `${row.customerCode}\t${row.name}`,
  keyColumns: ['customerCode', 'name'],
  maxRows: SUBJECT_IMPORT_MAX_ROWS,
});
export type SubjectImportRow = z.output<typeof subjectTable.row>;
