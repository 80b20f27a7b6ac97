import { Typography } from 'antd';

/** A text cut to its cell's width with "…", the whole text in a tooltip when it is cut. */
export function EllipsisText({ text }: { text: string }) {
  return <Typography.Text ellipsis={{ tooltip: text }}>{text}</Typography.Text>;
}
