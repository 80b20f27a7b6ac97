import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

/** What antd needs from a browser that jsdom lacks: media queries and resize observation. */
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom cannot style pseudo-elements; antd only asks them to measure scrollbars.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd validates and animates asynchronously; a loaded machine running the whole suite needs the slack.
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);
