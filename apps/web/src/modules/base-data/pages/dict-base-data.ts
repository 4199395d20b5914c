/* Kept apart from the page so the module manifest names them without loading the page. */

/** A base-data page that edits one dictionary: its code, whether it is a tree, its menu's right prefix. */
export interface DictBaseData {
  type: string;
  tree: boolean;
  /** The page's right prefix (bd:assetClass …): its buttons carry `<right>:add|edit|delete`. */
  right: string;
  /** i18n key of the page title. */
  title: string;
}

/** The dictionaries spec 3 §2 gives a base-data page of their own (the server's DictSeed.editRight). */
export const DICT_BASE_DATA = {
  assetClass: { type: 'ASSET_CLASS', tree: true, right: 'bd:assetClass', title: 'sysRoute.assetClass' },
  suppliesClass: { type: 'SUPPLIES_CLASS', tree: true, right: 'bd:suppliesClass', title: 'sysRoute.suppliesClass' },
  maintainProblem: { type: 'MAINTAIN_PROBLEM_TYPE', tree: false, right: 'bd:maintainProblem', title: 'sysRoute.maintainProblem' },
} satisfies Record<string, DictBaseData>;
