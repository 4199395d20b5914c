/** Contract and cost-consultation texts, merged into each locale. Validation messages are the spec's (@ecms/shared MESSAGES).
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { contractZh } from './contract';

export const contractEs: typeof contractZh = {
  contract: {
    newContract: 'Nuevo contrato',
    newCost: 'Nueva consultoría de costes',
    flowType: 'Tipo de flujo',
    name: 'Nombre del contrato',
    businessName: 'Nombre del negocio',
    businessType: 'Tipo de negocio',
    commissionPurpose: 'Propósito del encargo',
    amount: 'Importe del contrato (CNY)',
    partyA: 'Parte A',
    partyB: 'Parte B',
    client: 'Cliente',
    remark: 'Observaciones',
    code: 'Número',
    status: 'Estado',
    currentNode: 'Paso actual',
    createdDate: 'Creado',
    startFlow: 'Guardar e iniciar flujo',
    started: 'Flujo iniciado: {{name}}',
    openFlow: 'Ver flujo',
    contractInfo: 'Contrato',
    costInfo: 'Consultoría de costes',
    notFound: 'El registro no existe o no puede verlo',
    loadFailed: 'Error al cargar',
    retry: 'Reintentar',
    emptyForm: 'Ningún registro seleccionado; cree uno e inicie su flujo',
    searchName: 'Buscar por nombre',
    select: 'Seleccione',
    input: 'Introduzca',
  },
};
