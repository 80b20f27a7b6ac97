import type { ButtonHTMLAttributes, Ref } from 'react';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { Icon } from './Icon.tsx';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'default' | 'primary' | 'text';
  large?: boolean;
  block?: boolean;
  /** Shows a turning icon and ignores clicks, as antd's loading button does. */
  loading?: boolean;
  icon?: IconDefinition;
  children?: string;
  ref?: Ref<HTMLButtonElement>;
};

// antd spaces a label of two Chinese characters ("登 录"); the public pages read the same as the back-office.
const TWO_CHINESE_CHARACTERS = /^[\u4e00-\u9fa5]{2}$/;

/** antd's button without antd: default, primary or text, middle or large. */
export function Button({ variant = 'default', large = false, block = false, loading = false, icon, children, className, onClick, type = 'button', ...rest }: Props) {
  const classes = ['pf-button', `pf-button-${variant}`, large && 'pf-button-large', block && 'pf-button-block', className].filter(Boolean).join(' ');
  const label = children && TWO_CHINESE_CHARACTERS.test(children) ? children.split('').join(' ') : children;
  return (
    <button {...rest} type={type} className={classes} aria-busy={loading} onClick={loading ? (event) => event.preventDefault() : onClick}>
      {loading ? <Icon definition={LoadingOutlined} spin /> : icon && <Icon definition={icon} />}
      {label && <span>{label}</span>}
    </button>
  );
}
