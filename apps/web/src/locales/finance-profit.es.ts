/** Finance texts of income recognition, department costs and business profit, merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financeProfitZh } from './finance-profit';

export const financeProfitEs: typeof financeProfitZh = {
  finProfit: {
    route: { profits: 'Beneficio', direct: 'Coste directo', indirect: 'Coste indirecto', income: 'Reconocimiento de ingresos', capital: 'Posición de caja', deptCost: 'Coste por departamento' },
    closed: 'Cerrado', close: 'Cerrar mes', reopen: 'Reabrir', closeConfirm: 'Tras el cierre, los ingresos, costes y beneficios de {{month}} no podrán cambiar. ¿Cerrar?', reopenConfirm: '¿Reabrir {{month}}?',
    capital: { opening: 'Saldo inicial', income: 'Entradas', pay: 'Salidas', closing: 'Saldo final', balance: 'Saldo al cierre del día', chart: 'Evolución de caja', accounts: 'Cuentas', accountNo: 'N.º de cuenta', accountName: 'Titular', allAccounts: 'Todas las cuentas' },
    importWages: 'Importar salarios',
    hours: 'Horas', workHours: 'Horas de trabajo', newHours: 'Registrar horas', hoursRequired: 'Introduzca horas mayores que 0',
    calc: 'Calcular', calcMonth: 'Mes a calcular', calcHint: 'Cálculo mensual: ingresos reconocidos (sin IVA) menos coste directo (gastos, pagos, recargos) y coste del departamento repartido según horas (o ingresos si no hay horas).',
    month: 'Mes', monthPh: 'Mes (AAAA-MM)', contract: 'Contrato', contractCode: 'N.º de contrato', dept: 'Departamento', income: 'Ingresos reconocidos (sin IVA)',
    expense: 'Gastos', subpackage: 'Subcontratas y pagos', tax: 'Recargos', direct: 'Coste directo', indirect: 'Coste indirecto', profit: 'Beneficio',
    milestone: 'Base (hito)', remark: 'Observaciones', amount: 'Importe', amountHint: 'negativo para revertir', newIncome: 'Reconocer ingresos', wage: 'Salarios del departamento', other: 'Otros gastos del departamento',
    newWage: 'Registrar salarios', newOther: 'Registrar otro gasto', total: 'Coste total', allocated: 'Repartido', unallocated: 'Sin repartir (sin negocio)', businessCount: 'Negocios',
    createdDate: 'Registrado', pickMonth: 'Elija un mes', searchMonth: 'Filtrar por mes',
  },
};
