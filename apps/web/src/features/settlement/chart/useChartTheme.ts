import { theme } from 'antd';
import type { ChartTheme } from './chartOptions.ts';

/** Receivable in the theme's primary colour, received in its success colour, text as antd writes it. */
export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  return { receivable: token.colorPrimary, received: token.colorSuccess, text: token.colorTextSecondary, font: token.fontFamily };
}
