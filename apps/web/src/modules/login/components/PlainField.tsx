import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/PlainIcon';

/**
 * The sign-in page's input in antd's large affix-input look, in plain markup and CSS: the page
 * carries no antd (issue 14: ≤ 200 KB gz of JavaScript). The error shows under the input.
 */
export function PlainInput({ prefix, error, password, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & { prefix?: ReactNode; error?: string | null; password?: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const errorId = useId();
  return (
    <div className="ecms-field">
      <span className={`ecms-input${error ? ' ecms-input--error' : ''}`}>
        {prefix && <span className="ecms-input__prefix">{prefix}</span>}
        <input
          {...input}
          type={password && !shown ? 'password' : input.type ?? 'text'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-label={input['aria-label'] ?? input.placeholder}
        />
        {password && (
          <button type="button" className="ecms-input__suffix" onClick={() => setShown((s) => !s)} aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')} aria-pressed={shown}>
            <PlainIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        )}
      </span>
      <div className="ecms-field__error" id={errorId} role={error ? 'alert' : undefined}>{error ?? ''}</div>
    </div>
  );
}

/** antd's large primary block button, plain. */
export function PlainSubmit({ loading, children, ...rest }: { loading?: boolean; children: ReactNode; 'data-testid'?: string }) {
  return (
    <button type="submit" className="ecms-btn-primary" disabled={loading} aria-busy={loading || undefined} {...rest}>
      {loading && <PlainIcon icon={LoadingOutlined} spin />}
      <span>{children}</span>
    </button>
  );
}
