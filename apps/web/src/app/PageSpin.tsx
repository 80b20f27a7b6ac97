import { Flex, Spin } from 'antd';

/** A centred spinner filling the viewport while a page's first data arrives. */
export function PageSpin() {
  return (
    <Flex align="center" justify="center" style={{ height: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
