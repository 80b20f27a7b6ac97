import type { ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { useQueryLimitsSettled } from './api.ts';

/** Shows its page once the company's query limits are known, so the page's first query already follows them. */
export function WithQueryLimits({ children }: { children: ReactNode }) {
  if (useQueryLimitsSettled()) return children;
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }}>
      <Spin />
    </Flex>
  );
}
