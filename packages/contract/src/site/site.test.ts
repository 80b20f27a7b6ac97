import { describe, expect, it } from 'vitest';
import { problemOfIssue } from '../field-problem.ts';
import { saveStaffInput } from '../staff/staff.ts';
import { saveSiteInput } from './site.ts';

const branch = { code: '1002', nameCn: '广州分部', siteType: 'branch', parentId: 1, businessCategory: 'collection', baseCurrency: 'RMB' };
const problems = (result: { success: boolean; error?: { issues: Parameters<typeof problemOfIssue>[0][] } }, given: unknown) =>
  result.error?.issues.map((issue) => problemOfIssue(issue, given)) ?? [];

describe('saveSiteInput', () => {
  it('takes a branch with its parent, filling the optional texts', () => {
    expect(saveSiteInput.parse(branch)).toMatchObject({ nameEn: '', personInCharge: '', phone: '', address: '' });
  });

  it('wants digits for the code and a phone of digits, plus and hyphen', () => {
    const given = { ...branch, code: '10-2', phone: '020 3660' };
    expect(problems(saveSiteInput.safeParse(given), given)).toEqual([
      { field: 'code', reason: 'invalidFormat' }, { field: 'phone', reason: 'invalidFormat' },
    ]);
  });

  it('puts the head office at the root and every other site under a parent', () => {
    expect(problems(saveSiteInput.safeParse({ ...branch, parentId: undefined }), {})).toEqual([{ field: 'parentId', reason: 'required' }]);
    expect(problems(saveSiteInput.safeParse({ ...branch, siteType: 'headOffice' }), {})).toEqual([{ field: 'parentId', reason: 'invalidValue' }]);
    expect(saveSiteInput.safeParse({ ...branch, siteType: 'headOffice', parentId: null }).success).toBe(true);
  });
});

describe('saveStaffInput', () => {
  it('knows the three statuses and wants a real hire date', () => {
    const person = { code: 'E010', name: '郑凯', gender: 'male', status: 'left', hireDate: '2024-02-29' };
    expect(saveStaffInput.safeParse(person).success).toBe(true);
    expect(saveStaffInput.safeParse({ ...person, status: 'retired' }).success).toBe(false);
    expect(saveStaffInput.safeParse({ ...person, hireDate: '2023-02-29' }).success).toBe(false);
  });
});
