/** Administration texts, merged into each locale. Server messages are the server's (Chinese, spec §8).
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { administrationZh } from './administration';

export const administrationEs: typeof administrationZh = {
  adm: {
    route: {
      purchaseDetail: 'Líneas de compra', attendanceStat: 'Estadística de asistencia', personalAttendance: 'Mi asistencia',
      inventory: 'Inventario', suppliesForm: 'Artículos', purchase: 'Solicitudes de compra', receive: 'Solicitudes de material', maintain: 'Mantenimiento',
      scrap: 'Baja de activos', assetData: 'Registro de activos', assetTable: 'Estadística de activos', meeting: 'Salas de reuniones', vehicle: 'Uso de vehículos',
      buying: 'Solicitudes de compra de activos', attendance: 'Reglas de asistencia', oilCard: 'Tarjetas de combustible', carCost: 'Costes de vehículos',
      bid: 'Licitaciones', cardHolder: 'Licencias y sellos', travel: 'Tablero de viajes', procurement: 'Modalidades de contratación',
    },
    detail: {
      keyword: 'Artículo o n.º de pedido', orderNo: 'N.º de pedido', applyDate: 'Fecha', applicant: 'Solicitante', dept: 'Departamento', quantity: 'Cant.',
      price: 'Precio unitario', amount: 'Importe', flowStatus: 'Aprobación', receiveStatus: 'Recepción', flowNames: 'Borrador,En aprobación,Devuelto,Aprobado',
    },
    stock: {
      tab: 'Inventario', moves: 'Movimientos', keyword: 'Buscar artículo', lowOnly: 'Solo bajo stock de seguridad', itemNo: 'N.º artículo',
      itemName: 'Artículo', itemClass: 'Categoría', spec: 'Especificación', unit: 'Unidad', qty: 'Existencias', unitCost: 'Coste medio', amount: 'Valor',
      safety: 'Stock de seguridad', low: 'Bajo', ok: 'Correcto', state: 'Estado', showMoves: 'Movimientos', allItems: 'Todos', kind: 'Tipo',
      moveQty: 'Cantidad', balance: 'Saldo', source: 'Documento', remark: 'Nota', by: 'Por', time: 'Hora', filtered: 'Artículo: {{name}}',
    },
    purchase: { receive: 'Recibir', receiveConfirm: '¿Confirmar la llegada y la entrada en almacén?', received: 'Recibido' },
    booking: {
      rooms: 'Salas', vehicles: 'Vehículos', week: 'Semana {{from}} — {{to}}', prev: 'Semana anterior', next: 'Semana siguiente', today: 'Esta semana',
      book: 'Reservar', title: 'Asunto', start: 'Inicio', end: 'Fin', attendees: 'Asistentes', pickAttendees: 'Elegir asistentes', remark: 'Nota',
      bookTitle: 'Reservar sala', cancel: 'Cancelar reserva', cancelConfirm: '¿Cancelar la reserva? Se avisará a los asistentes.', bookedBy: 'Reservado por',
      noRooms: 'Aún no hay salas', noVehicles: 'Aún no hay vehículos', capacity: '{{n}} plazas', manageRooms: 'Registrar salas',
      hint: 'Haga clic en un hueco libre para reservar; las reservas de una sala no se solapan.',
      vehicleHint: 'El uso de vehículos procede de solicitudes pendientes y aprobadas.', endAfterStart: 'El fin debe ser posterior al inicio',
      requiredTitle: 'Indique el asunto', mine: 'Mi reserva', empty: 'Sin reservas esta semana',
    },
    vehicle: { uses: 'Solicitudes', list: 'Vehículos', calendar: 'Calendario' },
    asset: {
      month: 'Mes', keyword: 'Buscar activo', assetNo: 'N.º activo', assetName: 'Activo', status: 'Estado', originalValue: 'Valor original',
      residualRate: 'Residual (%)', lifeYears: 'Vida (años)', startMonth: 'Desde', monthly: 'Mensual', months: 'Meses', accumulated: 'Acumulada',
      netValue: 'Valor neto', thisMonth: 'Este mes',
    },
    oil: { uses: 'Recargas y repostajes', cards: 'Tarjetas' },
    card: { cards: 'Licencias y sellos', borrow: 'Préstamos', return: 'Devolver', returnConfirm: '¿Confirmar la devolución?' },
    cost: {
      stats: 'Estadísticas', expenses: 'Registro de costes', chart: 'Costes de vehículos por mes', table: 'Costes por vehículo y mes', year: 'Año',
      month: 'M{{m}}', monthCol: 'Mes', plateNo: 'Matrícula', fuel: 'Combustible', repair: 'Reparaciones', toll: 'Peajes', other: 'Otros',
      total: 'Total', sum: 'Total', empty: 'Sin costes de vehículos este año',
    },
    travel: {
      board: 'Tablero', list: 'Solicitudes de viaje', week: '{{from}} a {{to}}', prev: 'Semana anterior', next: 'Semana siguiente',
      thisWeek: 'Esta semana', person: 'Persona', weekdays: 'Lun,Mar,Mié,Jue,Vie,Sáb,Dom', approved: 'Aprobado', pending: 'En aprobación',
      empty: 'Nadie viaja esta semana',
    },
  },
  att: {
    today: 'Hoy {{date}}', rule: 'Regla', signIn: 'Entrada', signOut: 'Salida', status: 'Estado', doSignIn: 'Fichar entrada', doSignOut: 'Fichar salida',
    hint: 'Cuenta la hora del servidor; cuenta la última salida. Retrasos, salidas anticipadas, fichajes que faltan y ausencias siguen las reglas y el calendario; permisos y viajes aprobados no son ausencias.',
    monthSummary: 'Resumen {{month}}', lateBy: '{{n}} min tarde', earlyBy: '{{n}} min antes', keyword: 'Nombre o n.º', days: 'Días',
    daysOf: '{{name}} — {{month}}',
    sum: { workDays: 'Laborables', normal: 'Normal', late: 'Tarde', early: 'Antes', missing: 'Falta fichaje', absent: 'Ausente', leave: 'Permiso', trip: 'Viaje' },
    col: { name: 'Nombre', no: 'N.º', dept: 'Departamento', attend: 'Asistidos', late: 'Tarde (veces)', early: 'Antes (veces)', date: 'Fecha', weekday: 'Día', note: 'Nota' },
  },
};
