/** Finance texts of invoices, payments and expenses, merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financePayZh } from './finance-pay';

export const financePayEs: typeof financePayZh = {
  finPay: {
    route: { singleInvoice: 'Facturación', overInvoicing: 'Sobrefacturación', electronicInvoice: 'Facturas electrónicas', pleasePrice: 'Solicitudes de pago', expense: 'Gastos', expenseLedger: 'Registro de gastos' },
    billing: { new: 'Solicitud de factura', title: 'Solicitudes de factura' },
    payment: { new: 'Solicitud de pago', title: 'Solicitudes de pago' },
    expense: { new: 'Reembolso de gastos', title: 'Reembolsos de gastos' },
    accountNo: 'Cuenta', addLine: 'Añadir línea', addTrip: 'Añadir viaje', amount: 'Importe', amountExcl: 'Importe (sin IVA)', amountIncl: 'Total (con IVA)',
    approve: 'Aprobar', blue: 'Azul', red: 'Rectificar', buyerAddressPhone: 'Dirección, teléfono', buyerBankAccount: 'Banco y cuenta', buyerName: 'Comprador',
    buyerTaxId: 'NIF', chargeTo: 'Imputado a', code: 'Número', color: 'Azul/rojo', committed: 'Facturado y pendiente', contract: 'Contrato',
    contractAmount: 'Importe del contrato', contractCode: 'N.º contrato', contractMoney: 'Dinero del contrato', contractPick: 'Buscar contrato', costDept: 'Departamento',
    createdDate: 'Solicitado', days: 'días', expenseCost: 'Gastos', expenseLedger: 'Registro de gastos', expenseName: 'Motivo', expenseTotal: 'Importe',
    expenseType: 'Tipo de gasto', flowType: 'Tipo de flujo', fromPlace: 'Origen', invoiceDate: 'Fecha de factura', invoiceKind: 'Tipo de factura', invoiceNo: 'N.º factura',
    invoiced: 'Facturado (neto)', invoices: 'Facturas', issue: 'Registrar factura', issued: 'Emitido', itemName: 'Concepto', kind: 'Clase', kindDetail: 'Gasto',
    kindTrip: 'Viaje', lineAmount: 'Importe', linkBank: 'Vincular extracto', month: 'Mes', monthPh: 'Mes (AAAA-MM)', noBankLines: 'Ningún cargo libre por este importe',
    noContract: 'Ningún contrato coincide', noInvoices: 'Sin facturas', occurDate: 'Fecha', opinion: 'Opinión', otherSide: 'Contraparte', outstanding: 'Pendiente',
    over: 'Sobrefacturación', overAmount: 'Exceso', overReason: 'Motivo', overStatus: 'Aprobación', paid: 'Pagado', paidState: 'Pagado', payAmount: 'Importe',
    payMethod: 'Forma de pago', payState: 'Pago', payeeAccountNo: 'Cuenta del beneficiario', payeeBank: 'Banco del beneficiario', payeeName: 'Beneficiario', print: 'Imprimir',
    reason: 'Finalidad', received: 'Cobrado', redAmount: 'Importe a rectificar (con IVA)', redInvoiceNo: 'N.º factura rectificativa', redReason: 'Motivo', reject: 'Rechazar',
    remaining: 'Rectificable', remark: 'Observaciones', removeLine: 'Quitar línea', searchBuyer: 'Buscar comprador', searchContract: 'Buscar contrato',
    searchExpense: 'Buscar motivo', searchInvoiceNo: 'Buscar n.º factura', searchPayee: 'Buscar beneficiario', startFlow: 'Enviar', status: 'Estado',
    submitted: 'Enviado', tax: 'IVA', taxAmount: 'IVA', taxInclusive: 'Importes con IVA', taxRate: 'Tipo', toPlace: 'Destino', totalAmount: 'Total con IVA',
    totalInWords: 'Total en letras', tradeTime: 'Hora', trip: 'Viaje', unlinkBank: 'Desvincular', unlinkConfirm: 'La solicitud quedará sin pagar. ¿Continuar?',
    unpaid: 'Sin pagar', vehicle: 'Transporte',
  },
};
