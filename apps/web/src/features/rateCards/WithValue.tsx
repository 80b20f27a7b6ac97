import type { ReactNode } from 'react';
import { Form } from 'antd';

type Path = readonly (string | number)[];

const valueAt = (values: unknown, path: Path): unknown =>
  path.reduce<unknown>((inner, segment) => (inner && typeof inner === 'object' ? (inner as Record<string | number, unknown>)[segment] : undefined), values);

/**
 * Renders its children with the form's value at a path, again only when that value changes: a row's inputs that
 * follow its method or kind re-render alone, not the whole grid on every keystroke.
 */
export function WithValue({ path, children }: { path: Path; children: (value: unknown) => ReactNode }) {
  return (
    <Form.Item noStyle shouldUpdate={(previous, next) => valueAt(previous, path) !== valueAt(next, path)}>
      {({ getFieldValue }) => children(getFieldValue([...path]))}
    </Form.Item>
  );
}
