import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/hooks/use-user';
import { useEndSession } from '../../../app/hooks/use-logout';
import { useLoginData } from '../../../app/hooks/use-system';
import { ChangePasswordForm, PersonalInfoForm } from '../../profile';

/** /user-center(-admin)/baseInformation: the company the user belongs to and the user's own details. */
export function BaseInformationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const login = useLoginData();
  const company = user.tenantName || login.data?.sysName || t('userCenter.noCompany');
  return (
    <div className="ecms-page-stack" data-testid="uc-base-info">
      <Card size="small" title={t('userCenter.company')}>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: t('userCenter.companyName'), children: company },
            { key: 'dept', label: t('profile.dept'), children: user.deptInfo?.deptName || user.deptName || '-' },
          ]}
        />
      </Card>
      <Card size="small" title={t('userCenter.baseInfo')} styles={{ body: { maxWidth: 720 } }}>
        <PersonalInfoForm user={user} />
      </Card>
    </div>
  );
}

/** /user-center(-admin)/editPasswrod: the password change form; after the change the user signs in again. */
export function EditPasswordPage() {
  const { t } = useTranslation();
  const endSession = useEndSession();
  return (
    <Card size="small" title={t('userCenter.editPassword')} data-testid="uc-edit-password" styles={{ body: { maxWidth: 560 } }}>
      <Typography.Paragraph type="secondary">{t('userCenter.passwordHint')}</Typography.Paragraph>
      <ChangePasswordForm onChanged={endSession} layout="horizontal" />
    </Card>
  );
}
