/** Texts of the supervision ledgers (SupLedgerPage), merged into each locale. Field labels: zh is the shared declaration's.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { supLedgerZh } from './supervise-ledgers';

export const supLedgerEn: typeof supLedgerZh = {
  supLedger: {
    route: { qualifier: 'Certified staff', machine: 'Large machinery', instrument: 'Instrument ledger', seal: 'Project seals', fixedAssets: 'Site assets', exitPlan: 'Exit plans', readyWork: 'Project authorisation' },
    add: 'Add', edit: 'Edit', search: 'Search name', project: 'Project', createdBy: 'Registered by', dueDate: 'Next verification', dueState: 'Verification',
    due: { all: 'All', ok: 'Valid', due: 'Due soon', overdue: 'Overdue' },
    dueAlert: '{{overdue}} instruments overdue, {{due}} due within 30 days: have them verified or calibrated',
    onlyWhen: 'Filled when the status is “{{value}}”',
    fields: {
      staffName: 'Name', positionName: 'Position', certName: 'Certificate', certNo: 'Certificate no.', issueUnit: 'Issued by', validTo: 'Valid to',
      docName: 'Title', content: 'Document category', itemName: 'Matter', entryDate: 'Entry date', remark: 'Remark', deviceName: 'Equipment', machineType: 'Type', model: 'Model', recordNo: 'Registration no.',
      installUnit: 'Installer', installDate: 'Installed on', inspectDate: 'Inspected on', useRegNo: 'Use registration no.', instrumentName: 'Instrument',
      serialNo: 'Serial no.', verifyMethod: 'Traceability', lastVerifyDate: 'Last verified', cycleMonths: 'Cycle (months)', state: 'State',
      sealName: 'Seal', sealType: 'Seal type', keeper: 'Keeper', holder: 'Used by', enableDate: 'In use since', status: 'Status', destroyDate: 'Destroyed on',
      destroyReason: 'Reason destroyed', assetName: 'Asset', assetType: 'Asset type', assetNo: 'Asset no.', spec: 'Specification', quantity: 'Quantity', scrapDate: 'Scrapped on',
      scrapReason: 'Reason scrapped', name: 'Name', sex: 'Sex', birthDay: 'Born', edu: 'Education', ranks: 'Title', stationInfo: 'Position',
      entryProjectDate: 'Entered project', exitProjectDate: 'Planned exit', purpose: 'Going to',
    },
  },
};
