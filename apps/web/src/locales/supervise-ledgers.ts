import { SUP_LEDGER_LABELS } from '@ecms/shared';

/** Texts of the supervision ledgers (SupLedgerPage), merged into each locale. Field labels: zh is the shared declaration's. */
export const supLedgerZh = {
  supLedger: {
    route: { qualifier: '持证人员', machine: '大型机械', instrument: '检测仪器台账', seal: '项目印章', fixedAssets: '固定资产', exitPlan: '人员计划退场' },
    add: '新增', edit: '编辑', search: '搜索名称', project: '项目', createdBy: '登记人', dueDate: '下次检定/校准', dueState: '检定状态',
    due: { all: '全部', ok: '有效', due: '即将到期', overdue: '已过期' },
    dueAlert: '{{overdue}} 台仪器已过期，{{due}} 台将在30天内到期，请及时检定/校准',
    onlyWhen: '状态为“{{value}}”时填写',
    fields: SUP_LEDGER_LABELS,
  },
};

export const supLedgerEn: typeof supLedgerZh = {
  supLedger: {
    route: { qualifier: 'Certified staff', machine: 'Large machinery', instrument: 'Instrument ledger', seal: 'Project seals', fixedAssets: 'Site assets', exitPlan: 'Exit plans' },
    add: 'Add', edit: 'Edit', search: 'Search name', project: 'Project', createdBy: 'Registered by', dueDate: 'Next verification', dueState: 'Verification',
    due: { all: 'All', ok: 'Valid', due: 'Due soon', overdue: 'Overdue' },
    dueAlert: '{{overdue}} instruments overdue, {{due}} due within 30 days: have them verified or calibrated',
    onlyWhen: 'Filled when the status is “{{value}}”',
    fields: {
      staffName: 'Name', positionName: 'Position', certName: 'Certificate', certNo: 'Certificate no.', issueUnit: 'Issued by', validTo: 'Valid to',
      entryDate: 'Entry date', remark: 'Remark', deviceName: 'Equipment', machineType: 'Type', model: 'Model', recordNo: 'Registration no.',
      installUnit: 'Installer', installDate: 'Installed on', inspectDate: 'Inspected on', useRegNo: 'Use registration no.', instrumentName: 'Instrument',
      serialNo: 'Serial no.', verifyMethod: 'Traceability', lastVerifyDate: 'Last verified', cycleMonths: 'Cycle (months)', state: 'State',
      sealName: 'Seal', sealType: 'Seal type', keeper: 'Keeper', holder: 'Used by', enableDate: 'In use since', status: 'Status', destroyDate: 'Destroyed on',
      destroyReason: 'Reason destroyed', assetName: 'Asset', assetNo: 'Asset no.', spec: 'Specification', quantity: 'Quantity', scrapDate: 'Scrapped on',
      scrapReason: 'Reason scrapped', name: 'Name', sex: 'Sex', birthDay: 'Born', edu: 'Education', ranks: 'Title', stationInfo: 'Position',
      entryProjectDate: 'Entered project', exitProjectDate: 'Planned exit', purpose: 'Going to',
    },
  },
};

export const supLedgerEs: typeof supLedgerZh = {
  supLedger: {
    route: { qualifier: 'Personal acreditado', machine: 'Maquinaria pesada', instrument: 'Instrumentos', seal: 'Sellos del proyecto', fixedAssets: 'Activos en obra', exitPlan: 'Salidas previstas' },
    add: 'Añadir', edit: 'Editar', search: 'Buscar nombre', project: 'Proyecto', createdBy: 'Registrado por', dueDate: 'Próxima verificación', dueState: 'Verificación',
    due: { all: 'Todos', ok: 'Vigente', due: 'Vence pronto', overdue: 'Vencido' },
    dueAlert: '{{overdue}} instrumentos vencidos, {{due}} vencen en 30 días: verifíquelos o calíbrelos',
    onlyWhen: 'Se rellena cuando el estado es «{{value}}»',
    fields: {
      staffName: 'Nombre', positionName: 'Puesto', certName: 'Certificado', certNo: 'N.º certificado', issueUnit: 'Emitido por', validTo: 'Válido hasta',
      entryDate: 'Fecha de entrada', remark: 'Nota', deviceName: 'Equipo', machineType: 'Tipo', model: 'Modelo', recordNo: 'N.º de registro',
      installUnit: 'Instalador', installDate: 'Instalado el', inspectDate: 'Inspeccionado el', useRegNo: 'N.º registro de uso', instrumentName: 'Instrumento',
      serialNo: 'N.º de serie', verifyMethod: 'Trazabilidad', lastVerifyDate: 'Última verificación', cycleMonths: 'Ciclo (meses)', state: 'Estado',
      sealName: 'Sello', sealType: 'Tipo de sello', keeper: 'Custodio', holder: 'Usuario', enableDate: 'En uso desde', status: 'Estado', destroyDate: 'Destruido el',
      destroyReason: 'Motivo de destrucción', assetName: 'Activo', assetNo: 'N.º de activo', spec: 'Especificación', quantity: 'Cantidad', scrapDate: 'Dado de baja el',
      scrapReason: 'Motivo de baja', name: 'Nombre', sex: 'Sexo', birthDay: 'Nacimiento', edu: 'Estudios', ranks: 'Título', stationInfo: 'Puesto',
      entryProjectDate: 'Entrada al proyecto', exitProjectDate: 'Salida prevista', purpose: 'Destino',
    },
  },
};
