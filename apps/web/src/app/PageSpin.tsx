import type { CSSProperties } from 'react';
import { Flex, Spin } from 'antd';

/** A centred spinner while a page's code or first data arrives: the viewport's height, or less inside the shell. */
export function PageSpin({ height = '100vh' }: { height?: CSSProperties['height'] }) {
  return (
    <Flex align="center" justify="center" style={{ height }}>
      <Spin size="large" />
    </Flex>
  );
}
