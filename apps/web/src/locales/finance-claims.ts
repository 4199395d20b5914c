/** Texts of month balances, money claims and loans (zh, en, es), merged into each locale. Server messages come from the server. */
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
      kindContract: '合同', kindRepay: '借款还款', targetLabel: '认款对象', claimer: '认款人', claimDate: '认款时间',
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

export const finClaimsEn: typeof finClaimsZh = {
  finClaims: {
    route: { monthBalance: 'Month balances', subscription: 'Claim receipts', claimRecords: 'Claim records', loan: 'Loans' },
    money: 'Amount (CNY)',
    account: 'Account',
    allAccounts: 'All accounts',
    month: {
      month: 'Month', opening: 'Opening', income: 'Income', pay: 'Payments', adjustment: 'Adjustment', closing: 'Closing',
      statementClosing: 'Statement balance', diff: 'Difference', lines: 'Lines', status: 'Status', closed: 'Closed', open: 'Open',
      remark: 'Reason', calcAll: 'Recalculate all', calc: 'Recalculate', adjust: 'Adjust', close: 'Close', reopen: 'Reopen',
      closeConfirm: 'A closed month and its lines can no longer change. Close it?', adjustTitle: 'Adjust month balance', firstOpening: 'First month opening',
      hint: 'Closing = previous closing + income − payments + adjustment; difference = statement balance − closing',
    },
    claim: {
      tabNeed: 'To claim', tabNo: 'Unclaimed', tabHad: 'Claimed', tabContracts: 'Contract receipts',
      dateTime: 'Received at', income: 'Amount', claimed: 'Claimed', remaining: 'Remaining', payer: 'Payer', summary: 'Summary / purpose',
      status: 'Claim status', parked: 'Suspense', claim: 'Claim', park: 'To suspense', unpark: 'Release', revokeAll: 'Revoke all',
      revokeConfirm: 'Revoke every claim of this receipt?', parkRemark: 'Note', kind: 'Type', target: 'Target', amount: 'Amount',
      addItem: 'Add target', submit: 'Claim', suggestions: 'Suggestions', use: 'Use', noSuggestion: 'No suggestion: pick a contract or loan',
      current: 'Current claims', edit: 'Change', remove: 'Delete', emptyAmount: 'Empty: the smaller of remaining and open',
      kindContract: 'Contract', kindRepay: 'Loan repayment', targetLabel: 'Target', claimer: 'Claimed by', claimDate: 'Claimed at',
      contractCode: 'Contract no.', contractName: 'Contract', partyA: 'Client', contractAmount: 'Contract amount', received: 'Received', open: 'Open',
      searchContract: 'Search contract name / no. / client', searchPayer: 'Search payer', dialogTitle: 'Claim', pickTarget: 'Choose a target',
      revoke: 'Revoke',
      s0: 'Unclaimed', s1: 'Partly claimed', s2: 'Claimed', s3: 'No claim needed',
    },
    loan: {
      tabAll: 'All loans', tabMine: 'My applications', tabStat: 'Statistics', tabDeleted: 'Deleted', add: 'Apply for a loan',
      code: 'Loan no.', name: 'Purpose', amount: 'Amount', repaid: 'Repaid', balance: 'Balance', borrower: 'Borrower',
      loanDate: 'Loan date', dueDate: 'Due date', status: 'Status', overdue: 'Overdue', reason: 'Notes', flowType: 'Flow type',
      repay: 'Record repayment', repays: 'Repayments', expenseRef: 'Expense claim no.', repayDate: 'Repaid on', kindClaim: 'By claim',
      kindOffset: 'Expense offset', loans: 'Loans', overdueBalance: 'Overdue balance', search: 'Search purpose', deleteConfirm: 'Delete this loan?',
    },
  },
};

export const finClaimsEs: typeof finClaimsZh = {
  finClaims: {
    route: { monthBalance: 'Saldos mensuales', subscription: 'Identificar cobros', claimRecords: 'Registros de cobros', loan: 'Préstamos' },
    money: 'Importe (CNY)',
    account: 'Cuenta',
    allAccounts: 'Todas las cuentas',
    month: {
      month: 'Mes', opening: 'Saldo inicial', income: 'Ingresos', pay: 'Pagos', adjustment: 'Ajuste', closing: 'Saldo final',
      statementClosing: 'Saldo del extracto', diff: 'Diferencia', lines: 'Movimientos', status: 'Estado', closed: 'Cerrado', open: 'Abierto',
      remark: 'Motivo', calcAll: 'Recalcular todo', calc: 'Recalcular', adjust: 'Ajustar', close: 'Cerrar mes', reopen: 'Reabrir',
      closeConfirm: 'Un mes cerrado y sus movimientos ya no pueden cambiar. ¿Cerrar?', adjustTitle: 'Ajustar saldo mensual', firstOpening: 'Saldo inicial del primer mes',
      hint: 'Saldo final = saldo final anterior + ingresos − pagos + ajuste; diferencia = saldo del extracto − saldo final',
    },
    claim: {
      tabNeed: 'Por identificar', tabNo: 'Sin identificar', tabHad: 'Identificados', tabContracts: 'Cobros por contrato',
      dateTime: 'Recibido', income: 'Importe', claimed: 'Identificado', remaining: 'Pendiente', payer: 'Pagador', summary: 'Concepto',
      status: 'Estado', parked: 'Partida pendiente', claim: 'Identificar', park: 'A partida pendiente', unpark: 'Liberar', revokeAll: 'Anular todo',
      revokeConfirm: '¿Anular todas las identificaciones de este cobro?', parkRemark: 'Nota', kind: 'Tipo', target: 'Destino', amount: 'Importe',
      addItem: 'Añadir destino', submit: 'Identificar', suggestions: 'Sugerencias', use: 'Usar', noSuggestion: 'Sin sugerencias: elija un contrato o préstamo',
      current: 'Identificaciones', edit: 'Cambiar', remove: 'Eliminar', emptyAmount: 'Vacío: el menor entre pendiente y abierto',
      kindContract: 'Contrato', kindRepay: 'Devolución de préstamo', targetLabel: 'Destino', claimer: 'Identificado por', claimDate: 'Fecha',
      contractCode: 'N.º de contrato', contractName: 'Contrato', partyA: 'Cliente', contractAmount: 'Importe del contrato', received: 'Cobrado', open: 'Pendiente',
      searchContract: 'Buscar contrato / n.º / cliente', searchPayer: 'Buscar pagador', dialogTitle: 'Identificar cobro', pickTarget: 'Elija un destino',
      revoke: 'Anular',
      s0: 'Sin identificar', s1: 'Parcial', s2: 'Identificado', s3: 'No requiere',
    },
    loan: {
      tabAll: 'Todos', tabMine: 'Mis solicitudes', tabStat: 'Estadística', tabDeleted: 'Eliminados', add: 'Solicitar préstamo',
      code: 'N.º', name: 'Motivo', amount: 'Importe', repaid: 'Devuelto', balance: 'Saldo', borrower: 'Prestatario',
      loanDate: 'Fecha', dueDate: 'Vencimiento', status: 'Estado', overdue: 'Vencido', reason: 'Notas', flowType: 'Tipo de flujo',
      repay: 'Registrar devolución', repays: 'Devoluciones', expenseRef: 'N.º de gasto', repayDate: 'Fecha de devolución', kindClaim: 'Por cobro',
      kindOffset: 'Compensación de gastos', loans: 'Préstamos', overdueBalance: 'Saldo vencido', search: 'Buscar motivo', deleteConfirm: '¿Eliminar este préstamo?',
    },
  },
};
