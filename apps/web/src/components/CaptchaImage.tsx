import { useState } from 'react';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { useTranslation } from 'react-i18next';
import { captchaUrl } from '../api/auth';
import { PlainIcon } from './PlainIcon';

export interface CaptchaImageProps {
  /** change this number to force a new image (e.g. after a failed attempt) */
  stamp: number;
  onRefresh: () => void;
  testId?: string;
}

/**
 * Graphic captcha (GET /api/captcha?_=timestamp); a click loads a new one. Plain markup: the
 * sign-in page shows it before antd loads.
 */
export function CaptchaImage({ stamp, onRefresh, testId = 'captcha-image' }: CaptchaImageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ stamp: number; status: 'loading' | 'ok' | 'error' }>({ stamp, status: 'loading' });
  const status = state.stamp === stamp ? state.status : 'loading';
  return (
    <button type="button" className="ecms-captcha" onClick={onRefresh} data-testid={`${testId}-button`} aria-label={t('login.captchaRefresh')} title={t('login.captchaRefresh')}>
      <img
        key={stamp}
        src={captchaUrl(stamp)}
        alt={t('login.captcha')}
        data-testid={testId}
        onLoad={() => setState({ stamp, status: 'ok' })}
        onError={() => setState({ stamp, status: 'error' })}
        style={{ visibility: status === 'ok' ? 'visible' : 'hidden' }}
      />
      {status === 'loading' && <span className="ecms-captcha__overlay"><span className="ecms-spin ecms-spin--small" aria-hidden="true"><i /><i /><i /><i /></span></span>}
      {status === 'error' && (
        <span className="ecms-captcha__overlay ecms-captcha__error">
          <PlainIcon icon={ReloadOutlined} /> {t('login.captchaFailed')}
        </span>
      )}
    </button>
  );
}
