import { Button, Drawer } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../theme';
import { SideNav } from './SideNav';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  pathname: string;
}

/** The left navigation in a drawer below 1024 px; loaded when first opened (HomeLayout). */
export function NavDrawer({ open, onClose, title, pathname }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      closable={false}
      size={LAYOUT.navDrawerWidth}
      styles={{ body: { padding: 0 } }}
      rootClassName="ecms-nav-drawer"
      title={title}
      extra={<Button type="text" icon={<CloseOutlined />} onClick={onClose} aria-label={t('common.close')} data-testid="nav-drawer-close" />}
    >
      <SideNav inline width={LAYOUT.navDrawerWidth} pathname={pathname} onNavigate={onClose} />
    </Drawer>
  );
}
