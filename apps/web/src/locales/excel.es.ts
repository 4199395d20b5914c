/** Excel import/export and template texts, merged into each locale. Spec messages come from @ecms/shared EXCEL_TEXT.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { excelZh } from './excel';

export const excelEs: typeof excelZh = {
  excel: {
    importTitle: 'Importar Excel', import: 'Importar', export: 'Exportar', exporting: 'Exportando…', exportDone: 'Exportación terminada', exportFailed: 'Error al exportar',
    stepUpload: 'Subir', stepMap: 'Columnas y vista previa', stepCheck: 'Validar', stepImport: 'Importar',
    uploadHint: 'Descargue la plantilla, rellénela y súbala (solo .xlsx; fechas {{format}}, también YYYY-MM-DD)',
    downloadTemplate: 'Plantilla', dropHere: 'Haga clic o arrastre un archivo Excel aquí', onlyXlsx: 'Un archivo .xlsx', chooseFile: 'Elija un archivo Excel',
    read: 'Leer', file: 'Archivo', totalRows: '{{count}} filas de datos', previewOnly: 'Vista previa de las primeras {{count}} filas; se importan todas',
    column: 'Columna {{n}}', notImported: 'No importar', requiredUnmapped: 'Campos obligatorios sin columna: {{fields}}', removeRows: 'Quitar filas seleccionadas',
    prev: 'Atrás', check: 'Validar datos', total: 'Filas', valid: 'Válidas', invalid: 'Con errores', allValid: 'Todas las filas son válidas', rowNo: 'Fila', reason: 'Motivo',
    downloadErrors: 'Descargar filas con errores', modeAllHint: 'no se importa nada si alguna fila es inválida', modeValidHint: 'se importan las filas válidas',
    confirmImport: 'Importar', importing: 'Importando…', summary: '{{imported}} filas importadas, {{failed}} con errores', close: 'Cerrar',
    compareTitle: 'Comparar e importar', existingData: 'Datos existentes', sheetData: 'Datos de la hoja', compareImport: 'Importar datos de la hoja',
    differs: 'Distinto de los datos existentes', newRow: 'Nueva', sameRow: 'Igual', changedRow: 'Cambiada',
  },
  excelTpl: {
    title: 'Plantillas Excel', add: 'Nueva plantilla', edit: 'Editar plantilla', code: 'Código', name: 'Nombre', target: 'Destino', sheetName: 'Hoja',
    headerRow: 'Fila de títulos', remark: 'Observación', updatedDate: 'Actualizado', fields: 'Campos y columnas', fieldName: 'Título de columna', fieldKey: 'Campo',
    fieldCol: 'Columna', colAuto: 'Por título', rememberedMap: 'Correspondencia de la última importación', noRemembered: 'Sin importaciones',
    fillFromTarget: 'Rellenar desde el destino', searchPlaceholder: 'Código o nombre', testImport: 'Probar importación', deleteConfirm: '¿Eliminar la plantilla «{{name}}»?',
  },
  excelReport: {
    title: 'Informes Excel', add: 'Nuevo informe', edit: 'Editar informe', name: 'Nombre del informe', source: 'Origen de datos', noSources: 'No hay orígenes de datos',
    columns: 'Columnas', sourceColumn: 'Columna de origen', colTitle: 'Título de columna', up: 'Subir', down: 'Bajar', filters: 'Filtros', field: 'Campo',
    operator: 'Operador', addFilter: 'Añadir condición', isEmpty: 'Vacío', notEmpty: 'No vacío', orderBy: 'Ordenar por', asc: 'Ascendente', desc: 'Descendente',
    sheetName: 'Hoja', sheetNameHint: 'Por defecto, el nombre del informe', sheetNameChars: 'El nombre de la hoja no puede contener [ ] : * ? / \\', remark: 'Observación',
    updatedDate: 'Actualizado', searchPlaceholder: 'Nombre del informe', deleteConfirm: '¿Eliminar el informe «{{name}}»?',
  },
};
