import type { IconDefinition } from '@ant-design/icons-svg/es/types';

/**
 * One of antd's icons drawn from its SVG data alone, so the light public pages show the same icons without antd's
 * icon runtime. Decorative: the control it sits in carries the name.
 */
export function Icon({ definition, spin = false }: { definition: IconDefinition; spin?: boolean }) {
  // The outlined icons this app draws are plain nodes; only two-tone icons are functions of their colours.
  const { attrs, children = [] } = typeof definition.icon === 'function' ? definition.icon('currentColor', 'currentColor') : definition.icon;
  return (
    <span className={spin ? 'pf-icon pf-icon-spin' : 'pf-icon'} aria-hidden="true">
      <svg viewBox={attrs.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        {children.map((child, index) => (
          <path key={index} d={child.attrs.d} />
        ))}
      </svg>
    </span>
  );
}
