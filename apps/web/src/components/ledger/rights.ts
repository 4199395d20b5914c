import { isAdminUser, useUserInfo } from '../../app/hooks/use-user';

/**
 * Who may use a button: a permission string, several (any one grants), a boolean the page already
 * knows (e.g. a form's meta), or undefined (any signed-in user).
 */
export type Rights = string | readonly string[] | boolean | undefined;

/**
 * The permission helper of the ledger pages, one hook for every button of a page: administrators
 * hold all rights; nothing is granted while the user is not known (gated buttons stay hidden
 * rather than flash in), as useHasPermission does for one right.
 */
export function useCan(): (rights: Rights) => boolean {
  const { data } = useUserInfo();
  return (rights) => {
    if (typeof rights === 'boolean') return rights;
    if (!data) return false;
    if (rights === undefined) return true;
    if (isAdminUser(data)) return true;
    const wanted: readonly string[] = typeof rights === 'string' ? [rights] : rights;
    return wanted.some((p) => data.permissions.includes(p));
  };
}
