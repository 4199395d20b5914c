/** Finance texts of income recognition, department costs and business profit, merged into each locale. Server messages come from the server.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const financeProfitZh = {
  finProfit: {
    route: { profits: '利润核算', direct: '直接成本', indirect: '间接成本', income: '收入确认', capital: '资金头寸', deptCost: '部门成本' },
    closed: '已结账', close: '结账', reopen: '反结账', closeConfirm: '结账后{{month}}的收入确认、部门成本与利润不可修改，确定结账？', reopenConfirm: '确定反结账{{month}}？',
    capital: { opening: '期初余额', income: '收入', pay: '支出', closing: '期末余额', balance: '日终余额', chart: '资金走势', accounts: '各账户', accountNo: '账号', accountName: '户名', allAccounts: '全部账户' },
    importWages: '导入工资',
    hours: '工时', workHours: '业务工时', newHours: '登记工时', hoursRequired: '请输入大于0的工时',
    calc: '计算', calcMonth: '计算月份', calcHint: '按月同步计算：收入确认（不含税）减直接成本（报销、已付款、附加税费）与按工时（无工时则按收入）分摊的部门间接成本。',
    month: '月份', monthPh: '月份（YYYY-MM）', contract: '合同', contractCode: '合同编号', dept: '部门', income: '确认收入（不含税）',
    expense: '报销费用', subpackage: '分包及付款', tax: '附加税费', direct: '直接成本合计', indirect: '间接成本', profit: '利润',
    milestone: '确认依据', remark: '备注', amount: '金额', amountHint: '冲减填负数', newIncome: '确认收入', wage: '部门工资', other: '部门其他费用',
    newWage: '登记部门工资', newOther: '登记部门其他费用', total: '成本合计', allocated: '已分摊', unallocated: '未分摊（无业务）', businessCount: '分摊业务数',
    createdDate: '登记时间', pickMonth: '请选择月份', searchMonth: '按月份筛选',
  },
};
