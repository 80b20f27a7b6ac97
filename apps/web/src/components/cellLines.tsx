import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A main line and a secondary one under it, in one table cell. */
export const twoLines = (main: ReactNode, secondary: ReactNode) => <>{main}<br /><Typography.Text type="secondary">{secondary}</Typography.Text></>;

/**
 * The heading of a cell holding two values: one name a line, each kept whole (a Chinese name breaks before its
 * bracketed unit, not inside it), so a narrow column neither cuts nor scatters it.
 */
export const pairTitle = (first: string, second: string) => <span style={{ wordBreak: 'keep-all' }}>{first} /<br />{second}</span>;
