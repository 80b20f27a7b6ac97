import type { CSSProperties } from 'react';
import './plain/plain.css';

/**
 * A centred spinner while a page's code or first data arrives: the viewport's height, or less inside the shell.
 * Drawn without antd, which the first page may not need.
 */
export function PageSpin({ height = '100vh' }: { height?: CSSProperties['height'] }) {
  return (
    <div className="pf-page-spin" style={{ height }} role="status" aria-busy="true">
      <span className="pf-page-spin-dots">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
