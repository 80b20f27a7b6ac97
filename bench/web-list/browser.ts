import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium with the flags the e2e flows use. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the global Window
  interface Window {
    /** performance.now() at each listOrders answer fully received. */
    benchAnswers: number[];
    /**
     * Resolves with performance.now() after the first paint showing a new page: rows whose first key is not
     * `previousKey`, `rows` of them in a plain table, those in view in a virtual one (which renders no others).
     */
    benchRowsPainted: (rows: number, previousKey: string | null) => Promise<number>;
    /** Click to next paint of the last click, ms. */
    benchClicks: Promise<number>[];
    /** performance.now() of each click (its event's timeStamp). */
    benchClickedAt: number[];
  }
}

/**
 * Instruments the page before the app loads: the listOrders answers' arrival (the body read in full), a watch for
 * the frame that shows the new rows (checked each animation frame; the message after that frame's callbacks runs
 * once it is painted), and every click's time to the next paint.
 */
export async function instrument(page: Page): Promise<void> {
  await page.addInitScript({ content: `var __name = (target) => target;\n(${pageScript.toString()})();` });
}

/** Runs in the page; tsx names its functions with __name, which the page gets above. */
function pageScript(): void {
  {
    window.benchAnswers = [];
    window.benchClicks = [];
    window.benchClickedAt = [];
    const fetchOf = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await fetchOf(...args);
      if (String(args[0]).includes('/listOrders/')) {
        await response.clone().arrayBuffer();
        window.benchAnswers.push(performance.now());
      }
      return response;
    };
    const afterPaint = () => new Promise<number>((resolve) => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }));
    window.benchRowsPainted = (rows, previousKey) => new Promise((resolve) => {
      const check = () => {
        const shown = document.querySelectorAll('.ant-table-tbody .ant-table-row');
        const virtual = document.querySelector('.ant-table-tbody-virtual') !== null;
        if ((virtual ? shown.length > 0 : shown.length === rows) && shown[0].getAttribute('data-row-key') !== previousKey) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(0);
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    document.addEventListener('click', (event) => {
      window.benchClickedAt.push(event.timeStamp);
      window.benchClicks.push(afterPaint().then((painted) => painted - event.timeStamp));
    }, true);
  }
}
