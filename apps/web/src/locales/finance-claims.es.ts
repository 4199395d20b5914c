/** Texts of month balances, money claims and loans, merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { finClaimsZh } from './finance-claims';

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
      kindBusiness: 'Negocio (proyecto en seguimiento)', kindInvoice: 'Factura', kindPayment: 'Reembolso de pago', kindContract: 'Contrato', kindRepay: 'Devolución de préstamo', targetLabel: 'Destino', claimer: 'Identificado por', claimDate: 'Fecha',
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
