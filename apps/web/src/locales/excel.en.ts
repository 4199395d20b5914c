/** Excel import/export and template texts, merged into each locale. Spec messages come from @ecms/shared EXCEL_TEXT.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { excelZh } from './excel';

export const excelEn: typeof excelZh = {
  excel: {
    importTitle: 'Excel import', import: 'Import', export: 'Export', exporting: 'Exporting…', exportDone: 'Export finished', exportFailed: 'Export failed',
    stepUpload: 'Upload', stepMap: 'Columns & preview', stepCheck: 'Check', stepImport: 'Import',
    uploadHint: 'Download the template, fill it in and upload it (.xlsx only; dates as {{format}}, YYYY-MM-DD also accepted)',
    downloadTemplate: 'Template', dropHere: 'Click or drag an Excel file here', onlyXlsx: 'One .xlsx file', chooseFile: 'Choose an Excel file to import',
    read: 'Read', file: 'File', totalRows: '{{count}} data rows', previewOnly: 'Previewing the first {{count}} rows; the import processes all of them',
    column: 'Column {{n}}', notImported: 'Not imported', requiredUnmapped: 'Required fields without a column: {{fields}}', removeRows: 'Remove selected rows',
    prev: 'Back', check: 'Check data', total: 'Rows', valid: 'Valid', invalid: 'Invalid', allValid: 'Every row is valid', rowNo: 'Row', reason: 'Reason',
    downloadErrors: 'Download invalid rows', modeAllHint: 'nothing is imported if any row is invalid', modeValidHint: 'valid rows are imported; fix and re-import the rest',
    confirmImport: 'Import', importing: 'Importing…', summary: '{{imported}} rows imported, {{failed}} failed', close: 'Close',
    compareTitle: 'Compare and import', existingData: 'Existing data', sheetData: 'Spreadsheet data', compareImport: 'Import spreadsheet data',
    differs: 'Differs from existing data', newRow: 'New', sameRow: 'Same', changedRow: 'Changed',
  },
  excelTpl: {
    title: 'Excel templates', add: 'New template', edit: 'Edit template', code: 'Code', name: 'Name', target: 'Import target', sheetName: 'Sheet name',
    headerRow: 'Title row', remark: 'Remark', updatedDate: 'Updated', fields: 'Fields and columns', fieldName: 'Column title', fieldKey: 'Field',
    fieldCol: 'Column', colAuto: 'Match by title', rememberedMap: 'Mapping of the last import', noRemembered: 'Not imported yet',
    fillFromTarget: 'Fill from target', searchPlaceholder: 'Code or name', testImport: 'Try import', deleteConfirm: 'Delete template “{{name}}”?',
  },
  excelReport: {
    title: 'Excel reports', add: 'New report', edit: 'Edit report', name: 'Report name', source: 'Data source', noSources: 'No data source available',
    columns: 'Columns', sourceColumn: 'Source column', colTitle: 'Column title', up: 'Move up', down: 'Move down', filters: 'Filters', field: 'Field',
    operator: 'Operator', addFilter: 'Add condition', isEmpty: 'Empty', notEmpty: 'Not empty', orderBy: 'Sort by', asc: 'Ascending', desc: 'Descending',
    sheetName: 'Sheet name', sheetNameHint: 'Defaults to the report name', sheetNameChars: 'A sheet name cannot contain [ ] : * ? / \\', remark: 'Remark',
    updatedDate: 'Updated', searchPlaceholder: 'Report name', deleteConfirm: 'Delete report “{{name}}”?',
  },
};
