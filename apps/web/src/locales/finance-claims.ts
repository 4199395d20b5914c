/** Texts of month balances, money claims and loans, merged into each locale. Server messages come from the server.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const finClaimsZh = {
  finClaims: {
    route: { monthBalance: '月度余额', subscription: '到账认款', claimRecords: '认款记录', loan: '借款申请' },
    money: '金额（元）',
    account: '账户',
    allAccounts: '全部账户',
    month: {
      month: '月份', opening: '期初余额', income: '本月收入', pay: '本月支出', adjustment: '调整额', closing: '期末余额',
      statementClosing: '对账单余额', diff: '差额', lines: '笔数', status: '状态', closed: '已结账', open: '未结账',
      remark: '调整说明', calcAll: '全部重算', calc: '重算', adjust: '调整', close: '结账', reopen: '反结账',
      closeConfirm: '结账后该月及其流水不可修改，确定结账吗？', adjustTitle: '调整月度余额', firstOpening: '首月期初余额',
      hint: '期末余额 = 上月期末 + 本月收入 − 本月支出 + 调整额；差额 = 对账单余额 − 期末余额',
    },
    claim: {
      tabNeed: '需认领', tabNo: '未认领', tabHad: '已认领', tabContracts: '合同到账',
      dateTime: '到账时间', income: '到账金额', claimed: '已认款', remaining: '剩余', payer: '付款方', summary: '摘要/用途',
      status: '认款状态', parked: '暂存款', claim: '认款', park: '转暂存', unpark: '取消暂存', revokeAll: '全部撤销',
      revokeConfirm: '撤销该笔到账的全部认款吗？', parkRemark: '暂存说明', kind: '对象类型', target: '对象', amount: '认款金额',
      addItem: '添加对象', submit: '确认认款', suggestions: '认款建议', use: '使用', noSuggestion: '没有建议：可按合同或借款手动选择',
      current: '已有认款', edit: '改金额', remove: '删除', emptyAmount: '留空：按剩余与未收中较小者',
      kindBusiness: '业务（项目跟踪）', kindInvoice: '发票', kindPayment: '请款退款', kindContract: '合同', kindRepay: '借款还款', targetLabel: '认款对象', claimer: '认款人', claimDate: '认款时间',
      contractCode: '合同编号', contractName: '合同名称', partyA: '甲方', contractAmount: '合同额', received: '已收', open: '未收',
      searchContract: '搜索合同名称/编号/甲方', searchPayer: '搜索付款方', dialogTitle: '认款', pickTarget: '请选择认款对象',
      revoke: '撤销',
      s0: '未认款', s1: '部分认款', s2: '已认款', s3: '无需认款',
    },
    loan: {
      tabAll: '全部借款', tabMine: '我的申请', tabStat: '借款统计', tabDeleted: '已删除', add: '借款申请',
      code: '借款单号', name: '借款事由', amount: '借款金额', repaid: '已还', balance: '余额', borrower: '借款人',
      loanDate: '借款日期', dueDate: '预计还款日', status: '状态', overdue: '已逾期', reason: '说明', flowType: '流程类型',
      repay: '还款登记', repays: '还款记录', expenseRef: '冲抵报销单号', repayDate: '还款日期', kindClaim: '认款还款',
      kindOffset: '报销冲抵', loans: '笔数', overdueBalance: '逾期余额', search: '搜索借款事由', deleteConfirm: '确认删除吗？',
    },
  },
};
