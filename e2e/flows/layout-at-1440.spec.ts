import { ORDER_STATUSES } from '@parcelflow/contract';
import { expect, test } from '../support/test.ts';
import { tableRows } from '../support/orderList.ts';
import { partlyShownColumns, wrappedOrCutLabels } from '../support/layout.ts';
import { logIn, openMenu } from '../support/session.ts';
import { text, type Lang } from '../support/texts.ts';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`layout at 1440 px in ${lang}`, () => {
    test.use({ locale: lang });

    test(`every status tab is visible in ${lang === 'en-US' ? 'English' : 'Chinese'} at 1440 px`, async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'orderManagement', 'receiveList');
      const labels = [text(lang, 'orderList.tabs.all'), ...ORDER_STATUSES.map((status) => text(lang, `order.status.${status}`))];
      expect(labels).toHaveLength(13);
      const tabList = page.getByRole('tablist', { name: text(lang, 'orderList.tabs.label') });
      for (const label of labels) {
        // The label, then its count (the badge's digits): "To be audited" is not taken for another tab beginning alike.
        const tab = tabList.getByRole('tab', { name: new RegExp(`^${escapeRegExp(label)}(\\s*\\d)+$`) });
        await expect(tab).toBeInViewport({ ratio: 1 });
      }
      await expect(page.locator('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)')).toHaveCount(0);
      await tabList.getByRole('tab', { name: new RegExp(`^${escapeRegExp(text(lang, 'order.status.cancelled'))}(\\s*\\d)+$`) }).click();
      await expect(tabList.getByRole('tab', { selected: true })).toContainText(text(lang, 'order.status.cancelled'));
    });

    test('no column peeks out from under the pinned actions, and the waybill list ends with its actions', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      for (const list of ['receiveList', 'sendList', 'waybillList', 'waybillDetail']) {
        await openMenu(page, lang, 'orderManagement', list);
        await expect(tableRows(page).first()).toBeVisible();
        await expect(page.locator('.ant-table-thead th').filter({ hasText: text(lang, 'orderList.columns.links') })).toBeInViewport();
        expect(await partlyShownColumns(page), list).toEqual([]);
      }
      await openMenu(page, lang, 'enterpriseManagement', 'customerManagement');
      await expect(tableRows(page).first()).toBeVisible();
      expect(await partlyShownColumns(page), 'customers').toEqual([]);
    });

    test('the filter labels of the finance lists and the customer list each stay on one line, whole', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      const lists = [
        ['financeManagement', 'billQuery'], ['financeManagement', 'billDetails'], ['financeManagement', 'financeDunning'],
        ['financeManagement', 'settlementDetails'], ['financeManagement', 'cashQuery'], ['enterpriseManagement', 'recharge'],
        ['enterpriseManagement', 'customerManagement'],
      ] as const;
      for (const [group, list] of lists) {
        await openMenu(page, lang, group, list);
        await expect(page.locator('.ant-form-item-label > label').filter({ visible: true }).first()).toBeVisible();
        expect(await wrappedOrCutLabels(page), list).toEqual([]);
      }
    });

    test('the usage of every number segment shows beside its actions', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'enterpriseManagement', 'numberSegment');
      const rows = tableRows(page);
      await expect(rows.first()).toBeVisible();
      // The demo's air-express segment runs low: its warning sits in the usage column, in full view.
      await expect(page.getByText(text(lang, 'segment.runningLow'), { exact: true })).toBeInViewport({ ratio: 1 });
      expect(await partlyShownColumns(page)).toEqual([]);
      for (const row of await rows.all()) {
        const cells = row.locator('td');
        const usageCell = (await cells.nth(8).boundingBox())!;
        const actions = (await cells.last().boundingBox())!;
        expect(usageCell.x + usageCell.width).toBeLessThanOrEqual(actions.x + 1);
      }
    });
  });
}
