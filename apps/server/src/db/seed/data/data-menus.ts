/** Kinds of records governed by role data scopes. Later modules append theirs (contracts, ...). */
export interface DataMenuSeed {
  code: string;
  name: string;
  attrs?: { code: string; name: string; dict?: string }[];
}

export const DATA_MENUS: DataMenuSeed[] = [
  { code: 'sys_user', name: '用户', attrs: [{ code: 'staffRank', name: '职级', dict: 'STAFF_RANK' }] },
  { code: 'sys_dept', name: '部门' },
  { code: 'ct_contract', name: '合同' },
  { code: 'cost_consultation', name: '造价咨询业务' },
];
