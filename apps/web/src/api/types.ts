import type { CallEnvelope } from '@ecms/shared';

/** Response envelope shared by every /api call (the contracts' one); a few legacy answers carry `rows`. */
export interface Envelope<T = unknown> extends CallEnvelope<T> {
  rows?: T;
}

export type MenuType = 'Group' | 'Menu' | 'Button';

export interface MenuNode {
  id: string;
  parentId?: string | null;
  name: string;
  fullName?: string | null;
  url?: string | null;
  href?: string | null;
  type: MenuType;
  /** 1 tab, 2 router, 3 new window */
  openType?: number | null;
  permission?: string | null;
  sort?: number | null;
  icon?: string | null;
  children?: MenuNode[];
}

export interface UserInfo {
  userId: string;
  displayName?: string;
  loginName: string;
  name: string;
  phone?: string | null;
  email?: string | null;
  no?: string | null;
  job?: string | null;
  deptId?: string | null;
  deptName?: string | null;
  deptInfo?: { deptName?: string | null; job?: string | null } | null;
  roleName?: string | null;
  roles: string[];
  permissions: string[];
  isAdmin: boolean;
  isMember: boolean;
  levelName?: string | null;
  memberFee?: number | string | null;
  beginDate?: string | null;
  endDate?: string | null;
  createTime?: string | null;
  tenantId?: string | null;
  tenantName?: string | null;
  mustChangePassword?: boolean;
  menuList: MenuNode[];
  mySetting?: { projectNameRule?: string; projectName?: string } | null;
  userConfig?: Record<string, unknown> | null;
}

export interface LoginResult {
  authToken: string;
  mustChangePassword: boolean;
}

export interface LoginData {
  sysName?: string | null;
  logo?: string | null;
  copyright?: string | null;
  captchaEnabled: boolean;
  smsEnabled: boolean;
  qrEnabled: boolean;
  loginPath: string | null;
  saas: boolean;
}

export type SysParams = Record<string, string | boolean>;

export interface QrCodeInfo {
  code: string;
  url: string;
  image: string;
  expiresIn: number;
}

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';
