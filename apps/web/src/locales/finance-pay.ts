/** Finance texts of invoices, payments and expenses, merged into each locale. Server messages come from the server.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const financePayZh = {
  finPay: {
    route: { singleInvoice: '单独开票', overInvoicing: '超额开票', electronicInvoice: '电子发票', pleasePrice: '请款申请', expense: '费用报销', expenseLedger: '费用台账' },
    billing: { new: '开票申请', title: '开票申请' },
    payment: { new: '请款申请', title: '请款申请' },
    expense: { new: '费用报销', title: '费用报销' },
    accountNo: '账号', addLine: '添加明细', addTrip: '添加行程', amount: '金额', amountExcl: '金额（不含税）', amountIncl: '价税合计（含税）',
    approve: '批准', blue: '蓝字', red: '红冲', buyerAddressPhone: '地址、电话', buyerBankAccount: '开户行及账号', buyerName: '购买方名称',
    buyerTaxId: '纳税人识别号', chargeTo: '费用归属', code: '编号', color: '蓝/红', committed: '已开及在途', contract: '合同',
    contractAmount: '合同金额', contractCode: '合同编号', contractMoney: '合同资金', contractPick: '按合同名称或编号搜索', costDept: '费用部门',
    createdDate: '申请时间', days: '天', expenseCost: '报销费用', expenseLedger: '费用台账', expenseName: '报销事由', expenseTotal: '报销金额',
    expenseType: '费用类型', flowType: '流程类型', fromPlace: '出发地', invoiceDate: '开票日期', invoiceKind: '发票种类', invoiceNo: '发票号码',
    invoiced: '已开票（含红冲）', invoices: '发票', issue: '登记发票', issued: '已开票', itemName: '项目名称', kind: '类别', kindDetail: '费用',
    kindTrip: '行程', lineAmount: '金额', linkBank: '关联流水', month: '月份', monthPh: '月份（YYYY-MM）', noBankLines: '没有金额相同且未关联的支出流水',
    noContract: '没有匹配的合同', noInvoices: '尚未开票', occurDate: '发生日期', opinion: '审批意见', otherSide: '对方户名', outstanding: '未收款',
    over: '超额开票', overAmount: '超额金额', overReason: '超额原因', overStatus: '超额审批', paid: '已付款', paidState: '已付款', payAmount: '付款金额',
    payMethod: '支付方式', payState: '付款状态', payeeAccountNo: '收款账号', payeeBank: '收款开户行', payeeName: '收款单位', print: '打印',
    reason: '用途', received: '已收款', redAmount: '红冲金额（价税合计）', redInvoiceNo: '红字发票号码', redReason: '红冲原因', reject: '驳回',
    remaining: '可红冲余额', remark: '备注', removeLine: '删除此行', searchBuyer: '搜索购买方', searchContract: '搜索合同名称或编号',
    searchExpense: '搜索报销事由', searchInvoiceNo: '搜索发票号码', searchPayee: '搜索收款单位', startFlow: '提交审批', status: '审批状态',
    submitted: '提交成功', tax: '税额', taxAmount: '税额', taxInclusive: '含税录入', taxRate: '税率', toPlace: '目的地', totalAmount: '价税合计',
    totalInWords: '价税合计（大写）', tradeTime: '交易时间', trip: '行程', unlinkBank: '取消关联', unlinkConfirm: '取消关联后该申请变为未付款，确认吗？',
    unpaid: '未付款', vehicle: '交通工具',
  },
};
