/** Finance texts of income recognition, department costs and business profit (zh, en, es), merged into each locale. Server messages come from the server. */
export const financeProfitZh = {
  finProfit: {
    route: { profits: '利润核算', direct: '直接成本', indirect: '间接成本', income: '收入确认', deptCost: '部门成本' },
    calc: '计算', calcMonth: '计算月份', calcHint: '按月同步计算：收入确认（不含税）减直接成本（报销、已付款、附加税费）与按收入分摊的部门间接成本。',
    month: '月份', monthPh: '月份（YYYY-MM）', contract: '合同', contractCode: '合同编号', dept: '部门', income: '确认收入（不含税）',
    expense: '报销费用', subpackage: '分包及付款', tax: '附加税费', direct: '直接成本合计', indirect: '间接成本', profit: '利润',
    milestone: '确认依据', remark: '备注', amount: '金额', amountHint: '冲减填负数', newIncome: '确认收入', wage: '部门工资', other: '部门其他费用',
    newWage: '登记部门工资', newOther: '登记部门其他费用', total: '成本合计', allocated: '已分摊', unallocated: '未分摊（无业务）', businessCount: '分摊业务数',
    createdDate: '登记时间', pickMonth: '请选择月份', searchMonth: '按月份筛选',
  },
};

export const financeProfitEn: typeof financeProfitZh = {
  finProfit: {
    route: { profits: 'Profit', direct: 'Direct cost', indirect: 'Indirect cost', income: 'Income recognition', deptCost: 'Department cost' },
    calc: 'Calculate', calcMonth: 'Month to calculate', calcHint: 'Monthly calculation: recognised income (excl. VAT) less direct cost (expenses, payments, surcharges) and department cost allocated by income.',
    month: 'Month', monthPh: 'Month (YYYY-MM)', contract: 'Contract', contractCode: 'Contract no.', dept: 'Department', income: 'Recognised income (excl. VAT)',
    expense: 'Expenses', subpackage: 'Subcontracts & payments', tax: 'Surcharges', direct: 'Direct cost', indirect: 'Indirect cost', profit: 'Profit',
    milestone: 'Basis (milestone)', remark: 'Remark', amount: 'Amount', amountHint: 'negative to reverse', newIncome: 'Recognise income', wage: 'Department wages', other: 'Other department fees',
    newWage: 'Add department wages', newOther: 'Add other department fee', total: 'Total cost', allocated: 'Allocated', unallocated: 'Unallocated (no business)', businessCount: 'Businesses',
    createdDate: 'Entered', pickMonth: 'Choose a month', searchMonth: 'Filter by month',
  },
};

export const financeProfitEs: typeof financeProfitZh = {
  finProfit: {
    route: { profits: 'Beneficio', direct: 'Coste directo', indirect: 'Coste indirecto', income: 'Reconocimiento de ingresos', deptCost: 'Coste por departamento' },
    calc: 'Calcular', calcMonth: 'Mes a calcular', calcHint: 'Cálculo mensual: ingresos reconocidos (sin IVA) menos coste directo (gastos, pagos, recargos) y coste del departamento repartido según ingresos.',
    month: 'Mes', monthPh: 'Mes (AAAA-MM)', contract: 'Contrato', contractCode: 'N.º de contrato', dept: 'Departamento', income: 'Ingresos reconocidos (sin IVA)',
    expense: 'Gastos', subpackage: 'Subcontratas y pagos', tax: 'Recargos', direct: 'Coste directo', indirect: 'Coste indirecto', profit: 'Beneficio',
    milestone: 'Base (hito)', remark: 'Observaciones', amount: 'Importe', amountHint: 'negativo para revertir', newIncome: 'Reconocer ingresos', wage: 'Salarios del departamento', other: 'Otros gastos del departamento',
    newWage: 'Registrar salarios', newOther: 'Registrar otro gasto', total: 'Coste total', allocated: 'Repartido', unallocated: 'Sin repartir (sin negocio)', businessCount: 'Negocios',
    createdDate: 'Registrado', pickMonth: 'Elija un mes', searchMonth: 'Filtrar por mes',
  },
};
