/** Administration texts (zh, en, es), merged into each locale. Server messages are the server's (Chinese, spec §8). */
export const administrationZh = {
  adm: {
    route: {
      inventory: '库存清单', suppliesForm: '用品登记', purchase: '采购申请', receive: '领用申请', maintain: '维修管理', scrap: '资产报废',
      assetData: '资产台账', assetTable: '资产统计', meeting: '会议室管理', vehicle: '用车登记',
    },
    stock: {
      tab: '库存清单', moves: '出入库流水', keyword: '搜索物品名称', lowOnly: '仅看低于安全库存', itemNo: '物品编号', itemName: '物品名称',
      itemClass: '分类', spec: '规格型号', unit: '单位', qty: '库存数量', unitCost: '平均单价', amount: '库存金额', safety: '安全库存',
      low: '库存不足', ok: '正常', state: '状态', showMoves: '流水', allItems: '全部物品', kind: '类型', moveQty: '数量', balance: '结存',
      source: '单据号', remark: '备注', by: '经办人', time: '时间', filtered: '当前物品：{{name}}',
    },
    purchase: { receive: '入库', receiveConfirm: '确认该采购单已到货并入库？', received: '已入库' },
    booking: {
      rooms: '会议室', vehicles: '车辆', week: '第 {{from}} — {{to}} 周', prev: '上一周', next: '下一周', today: '本周',
      book: '预订', title: '会议主题', start: '开始时间', end: '结束时间', attendees: '参会人', pickAttendees: '选择参会人', remark: '备注',
      bookTitle: '预订会议室', cancel: '取消预订', cancelConfirm: '确认取消该预订？参会人将收到通知。', bookedBy: '预订人', noRooms: '尚未登记会议室',
      noVehicles: '尚未登记车辆', capacity: '{{n}}人', manageRooms: '会议室登记', hint: '点击空白时段预订；同一会议室的时段不能重叠。',
      vehicleHint: '车辆占用来自审批中和已批准的用车申请。', endAfterStart: '结束时间必须晚于开始时间', requiredTitle: '请输入会议主题',
      mine: '我的预订', empty: '本周无预订',
    },
    vehicle: { uses: '用车申请', list: '车辆档案', calendar: '车辆占用' },
    asset: {
      month: '统计月份', keyword: '搜索资产名称', assetNo: '资产编号', assetName: '资产名称', status: '状态', originalValue: '原值',
      residualRate: '残值率(%)', lifeYears: '年限', startMonth: '起折月份', monthly: '月折旧额', months: '已提月数', accumulated: '累计折旧',
      netValue: '净值', thisMonth: '本月折旧',
    },
  },
};

export const administrationEn: typeof administrationZh = {
  adm: {
    route: {
      inventory: 'Stock list', suppliesForm: 'Supplies items', purchase: 'Purchase requests', receive: 'Requisitions', maintain: 'Maintenance',
      scrap: 'Asset scrapping', assetData: 'Asset ledger', assetTable: 'Asset statistics', meeting: 'Meeting rooms', vehicle: 'Vehicle use',
    },
    stock: {
      tab: 'Stock list', moves: 'Stock movements', keyword: 'Search item name', lowOnly: 'Below safety stock only', itemNo: 'Item no.',
      itemName: 'Item', itemClass: 'Category', spec: 'Specification', unit: 'Unit', qty: 'On hand', unitCost: 'Average cost', amount: 'Stock value',
      safety: 'Safety stock', low: 'Low', ok: 'OK', state: 'State', showMoves: 'Movements', allItems: 'All items', kind: 'Type',
      moveQty: 'Quantity', balance: 'Balance', source: 'Document', remark: 'Remark', by: 'By', time: 'Time', filtered: 'Item: {{name}}',
    },
    purchase: { receive: 'Receive', receiveConfirm: 'Confirm the goods of this purchase arrived and go into stock?', received: 'Received' },
    booking: {
      rooms: 'Meeting rooms', vehicles: 'Vehicles', week: 'Week {{from}} — {{to}}', prev: 'Previous week', next: 'Next week', today: 'This week',
      book: 'Book', title: 'Subject', start: 'Start', end: 'End', attendees: 'Attendees', pickAttendees: 'Choose attendees', remark: 'Remark',
      bookTitle: 'Book a meeting room', cancel: 'Cancel booking', cancelConfirm: 'Cancel this booking? Attendees will be told.', bookedBy: 'Booked by',
      noRooms: 'No meeting room registered yet', noVehicles: 'No vehicle registered yet', capacity: '{{n}} seats', manageRooms: 'Register rooms',
      hint: 'Click a free slot to book; bookings of one room cannot overlap.', vehicleHint: 'Vehicle use comes from pending and approved requests.',
      endAfterStart: 'The end must be after the start', requiredTitle: 'Enter a subject', mine: 'My booking', empty: 'No booking this week',
    },
    vehicle: { uses: 'Use requests', list: 'Vehicles', calendar: 'Vehicle calendar' },
    asset: {
      month: 'Month', keyword: 'Search asset name', assetNo: 'Asset no.', assetName: 'Asset', status: 'Status', originalValue: 'Original value',
      residualRate: 'Residual (%)', lifeYears: 'Life (years)', startMonth: 'From', monthly: 'Monthly', months: 'Months', accumulated: 'Accumulated',
      netValue: 'Net value', thisMonth: 'This month',
    },
  },
};

export const administrationEs: typeof administrationZh = {
  adm: {
    route: {
      inventory: 'Inventario', suppliesForm: 'Artículos', purchase: 'Solicitudes de compra', receive: 'Solicitudes de material', maintain: 'Mantenimiento',
      scrap: 'Baja de activos', assetData: 'Registro de activos', assetTable: 'Estadística de activos', meeting: 'Salas de reuniones', vehicle: 'Uso de vehículos',
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
  },
};
