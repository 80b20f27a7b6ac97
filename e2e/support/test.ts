import { expect, test as base } from '@playwright/test';

export { expect };
export type { Locator, Page } from '@playwright/test';

/**
 * Every flow runs with the server's Content-Security-Policy on and fails on any violation the browser reports,
 * in any page of the test's context: a script, style or image the policy would block is a broken screen.
 */
export const test = base.extend<{ contentSecurityWatch: void }>({
  contentSecurityWatch: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});
