import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/hooks/use-user';
import { useEndSession } from '../../app/hooks/use-logout';
import { uiStore, useUi, type ProfileTab } from '../../app/store/ui';
import { ChangePasswordForm } from './ChangePasswordForm';
import { FileReadingForm } from './FileReadingForm';
import { InvoiceForm } from './InvoiceForm';
import { PersonalInfoForm } from './PersonalInfoForm';

/** Personal-info drawer (spec §2.7): 1 个人信息, 2 修改密码, 3 文件阅读设置, 4 发票信息 (members). */
export function ProfileDrawer() {
  const { t } = useTranslation();
  const endSession = useEndSession();
  const open = useUi((s) => s.profileOpen);
  const tab = useUi((s) => s.profileTab);
  const user = useCurrentUser();

  const close = () => uiStore.set({ profileOpen: false });
  const afterPasswordChange = () => {
    close();
    endSession();
  };

  const items = [
    { key: '1', label: <span data-testid="profile-tab-1">{t('profile.tabInfo')}</span>, children: <PersonalInfoForm user={user} /> },
    {
      key: '2',
      label: <span data-testid="profile-tab-2">{t('profile.tabPassword')}</span>,
      children: <ChangePasswordForm onChanged={afterPasswordChange} layout="horizontal" />,
    },
    { key: '3', label: <span data-testid="profile-tab-3">{t('profile.tabFileReading')}</span>, children: <FileReadingForm user={user} /> },
    ...(user.isMember
      ? [{ key: '4', label: <span data-testid="profile-tab-4">{t('profile.tabInvoice')}</span>, children: <InvoiceForm /> }]
      : []),
  ];

  return (
    <Drawer
      title={t('profile.title')}
      open={open}
      onClose={close}
      size={560}
      destroyOnHidden
      data-testid="profile-drawer"
      rootClassName="ecms-profile-drawer"
    >
      <Tabs
        activeKey={tab === '4' && !user.isMember ? '1' : tab}
        onChange={(k) => uiStore.set({ profileTab: k as ProfileTab })}
        items={items}
      />
    </Drawer>
  );
}
