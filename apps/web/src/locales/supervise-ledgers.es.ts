/** Texts of the supervision ledgers (SupLedgerPage), merged into each locale. Field labels: zh is the shared declaration's.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { supLedgerZh } from './supervise-ledgers';

export const supLedgerEs: typeof supLedgerZh = {
  supLedger: {
    route: { qualifier: 'Personal acreditado', machine: 'Maquinaria pesada', instrument: 'Instrumentos', seal: 'Sellos del proyecto', fixedAssets: 'Activos en obra', exitPlan: 'Salidas previstas', readyWork: 'Autorización del proyecto' },
    add: 'Añadir', edit: 'Editar', search: 'Buscar nombre', project: 'Proyecto', createdBy: 'Registrado por', dueDate: 'Próxima verificación', dueState: 'Verificación',
    due: { all: 'Todos', ok: 'Vigente', due: 'Vence pronto', overdue: 'Vencido' },
    dueAlert: '{{overdue}} instrumentos vencidos, {{due}} vencen en 30 días: verifíquelos o calíbrelos',
    onlyWhen: 'Se rellena cuando el estado es «{{value}}»',
    fields: {
      staffName: 'Nombre', positionName: 'Puesto', certName: 'Certificado', certNo: 'N.º certificado', issueUnit: 'Emitido por', validTo: 'Válido hasta',
      docName: 'Título', content: 'Categoría del documento', itemName: 'Asunto', entryDate: 'Fecha de entrada', remark: 'Nota', deviceName: 'Equipo', machineType: 'Tipo', model: 'Modelo', recordNo: 'N.º de registro',
      installUnit: 'Instalador', installDate: 'Instalado el', inspectDate: 'Inspeccionado el', useRegNo: 'N.º registro de uso', instrumentName: 'Instrumento',
      serialNo: 'N.º de serie', verifyMethod: 'Trazabilidad', lastVerifyDate: 'Última verificación', cycleMonths: 'Ciclo (meses)', state: 'Estado',
      sealName: 'Sello', sealType: 'Tipo de sello', keeper: 'Custodio', holder: 'Usuario', enableDate: 'En uso desde', status: 'Estado', destroyDate: 'Destruido el',
      destroyReason: 'Motivo de destrucción', assetName: 'Activo', assetType: 'Tipo de activo', assetNo: 'N.º de activo', spec: 'Especificación', quantity: 'Cantidad', scrapDate: 'Dado de baja el',
      scrapReason: 'Motivo de baja', name: 'Nombre', sex: 'Sexo', birthDay: 'Nacimiento', edu: 'Estudios', ranks: 'Título', stationInfo: 'Puesto',
      entryProjectDate: 'Entrada al proyecto', exitProjectDate: 'Salida prevista', purpose: 'Destino',
    },
  },
};
