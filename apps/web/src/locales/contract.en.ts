/** Contract and cost-consultation texts, merged into each locale. Validation messages are the spec's (@ecms/shared MESSAGES).
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { contractZh } from './contract';

export const contractEn: typeof contractZh = {
  contract: {
    newContract: 'New contract',
    newCost: 'New cost consultation',
    flowType: 'Flow type',
    name: 'Contract name',
    businessName: 'Business name',
    businessType: 'Business type',
    commissionPurpose: 'Commission purpose',
    amount: 'Contract amount (CNY)',
    partyA: 'Party A',
    partyB: 'Party B',
    client: 'Client',
    remark: 'Remarks',
    code: 'Number',
    status: 'Status',
    currentNode: 'Current step',
    createdDate: 'Created',
    startFlow: 'Save and start flow',
    started: 'Flow started: {{name}}',
    openFlow: 'Open flow',
    contractInfo: 'Contract',
    costInfo: 'Cost consultation',
    notFound: 'The record does not exist or you may not view it',
    loadFailed: 'Loading failed',
    retry: 'Retry',
    emptyForm: 'No record selected; create one and start its flow',
    searchName: 'Search by name',
    select: 'Please select',
    input: 'Please enter',
  },
};
