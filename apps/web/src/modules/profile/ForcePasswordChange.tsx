import { Alert, Button, Modal } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useEndSession, useLogout } from '../../app/hooks/use-logout';
import { ChangePasswordForm } from './ChangePasswordForm';

/** mustChangePassword: the change-password flow comes before anything else. */
export function ForcePasswordChange() {
  const { t } = useTranslation();
  const endSession = useEndSession();
  const logout = useLogout();
  return (
    <Modal
      open
      title={t('password.forceTitle')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={
        <Button icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="force-password-logout">
          {t('header.logout')}
        </Button>
      }
      width={520}
      data-testid="force-password-modal"
    >
      <Alert type="warning" showIcon title={t('password.forceHint')} style={{ marginBottom: 16 }} />
      <ChangePasswordForm onChanged={endSession} />
    </Modal>
  );
}
