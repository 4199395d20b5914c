import type { CallEnvelope, TLoginData, TMenuNav, TQrCode, TQrStatus, TSignedIn, TUserInfo } from '@ecms/shared';

/** Response envelope shared by every /api call (the contracts' one); a few legacy answers carry `rows`. */
export interface Envelope<T = unknown> extends CallEnvelope<T> {
  rows?: T;
}

export type MenuType = 'Group' | 'Menu' | 'Button';

/**
 * A node of the navigation (user/info menuList, user/nav): groups and menus; `type` is a MenuType.
 * The server's node (TMenuNav); nodes the shell makes itself may leave the optional parts out.
 */
export type MenuNode = Pick<TMenuNav, 'id' | 'name' | 'type'> & Partial<Omit<TMenuNav, 'children'>> & { children?: MenuNode[] };

/**
 * The signed-in user (GET /user/info, TUserInfo). The session store holds what it was given:
 * identity, rights and menus always, the rest as the server sent it.
 */
export type UserInfo = Pick<TUserInfo, 'userId' | 'loginName' | 'name' | 'roles' | 'permissions' | 'isAdmin' | 'isMember'>
  & Partial<Omit<TUserInfo, 'menuList'>> & { menuList: MenuNode[] };

/** A successful sign-in (password, SMS, QR). */
export type LoginResult = TSignedIn;

/** What the sign-in page shows and offers (GET /getLoginData). */
export type LoginData = TLoginData;

/** System parameters after normaliseParams: 'true' / 'false' become booleans. */
export type SysParams = Record<string, string | boolean>;

export type QrCodeInfo = TQrCode;

export type QrStatus = TQrStatus;
