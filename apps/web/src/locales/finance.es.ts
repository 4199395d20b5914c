/** Finance texts, merged into each locale. Server messages (validation, import results) come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financeZh } from './finance';

export const financeEs: typeof financeZh = {
  finance: {
    route: { bankFunds: 'Extractos bancarios' },
    bank: {
      tabLines: 'Movimientos', tabMonths: 'Resumen mensual', account: 'Cuenta', allAccounts: 'Todas las cuentas', accountNo: 'N.º de cuenta',
      accountName: 'Titular', accountUnit: 'Banco', dateTime: 'Hora', dateRange: 'Fecha', income: 'Ingreso (CNY)', pay: 'Pago (CNY)',
      balance: 'Saldo (CNY)', otherSide: 'Contraparte', otherSideAccountNo: 'Cuenta contraparte', summary: 'Resumen', matter: 'Concepto',
      memo: 'Nota', serialNo: 'N.º de serie', search: 'Buscar contraparte', add: 'Nuevo movimiento', edit: 'Editar movimiento',
      import: 'Importar extracto', template: 'Plantilla', exportBalance: 'Exportar saldos', month: 'Mes', count: 'Movimientos',
      opening: 'Saldo inicial (CNY)', totalIncome: 'Ingresos (CNY)', totalPay: 'Pagos (CNY)', closing: 'Saldo final (CNY)',
      balanced: 'Consistente', yes: 'Sí', no: 'No', deleteMonth: 'Borrar mes', deleteMonthConfirm: '¿Borrar todos los movimientos de {{month}}?',
      needClaim: 'Por asignar',
    },
    imp: {
      title: 'Importar extracto', stepUpload: 'Subir', stepMap: 'Cuenta y columnas', stepPreview: 'Vista previa', stepDone: 'Hecho',
      drag: 'Haga clic o arrastre el extracto del banco (.xlsx)', dragHint: 'Formatos de ICBC, CCB, ABC, BOC, CMB, BOCOM; la cabecera se detecta sola',
      reading: 'Leyendo…', headerAt: 'Cabecera en la fila {{row}}', twoRows: ' (dos filas)', remembered: 'Correspondencia recordada de esta cuenta',
      column: 'Columna', sample: 'Ejemplo', field: 'Campo', ignore: 'Omitir', next: 'Siguiente', back: 'Atrás', check: 'Comprobar duplicados',
      total: '{{n}} filas', new: 'Nuevo', duplicate: 'Duplicado', conflict: 'Conflicto', invalid: 'Inválido', skipped: 'Omitido',
      sameFile: 'Este archivo se importó el {{at}}', chainOk: 'Saldos consecutivos', chainBroken: 'Saldos no consecutivos ({{n}})', chainShown: 'Solo se listan las primeras {{n}}',
      rowsShown: 'Solo se muestran las primeras {{n}} filas de cada tipo (los totales de arriba son completos)',
      replaceConflicts: 'Reemplazar los movimientos en conflicto', row: 'Fila', status: 'Estado', reason: 'Nota', confirm: 'Importar',
      close: 'Cerrar', importedTitle: 'Importado',
    },
  },
};
