import { useState, type InputHTMLAttributes } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useTranslation } from 'react-i18next';
import { Icon } from '../plain/Icon.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  id: string;
  /** The label read by assistive technology; the placeholder shows the same words on screen, as before. */
  label: string;
  icon: IconDefinition;
  error?: string;
  onChange: (value: string) => void;
  /** A password field, with the eye button that shows what was typed. */
  secret?: boolean;
};

/** One field of the login form: the input with its icon inside the border, and the reason it was refused below. */
export function LoginInput({ id, label, icon, error, onChange, secret = false, ...input }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'pf-field pf-field-invalid' : 'pf-field'}>
      <label htmlFor={id} className="pf-visually-hidden">
        {label}
      </label>
      <div className={error ? 'pf-input pf-input-invalid' : 'pf-input'}>
        <Icon definition={icon} />
        <input
          {...input}
          id={id}
          type={secret && !shown ? 'password' : 'text'}
          placeholder={label}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {secret && (
          <button
            type="button"
            className="pf-input-toggle"
            aria-label={t(shown ? 'auth.login.hidePassword' : 'auth.login.showPassword')}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            <Icon definition={shown ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        )}
      </div>
      {error && (
        <div id={errorId} className="pf-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
