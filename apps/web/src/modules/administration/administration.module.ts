import { defineWebModule } from '../../app/module';

const AM = '/administration-management';

/** Administration (spec 2 §2). Office purchases and fixed assets run as online forms; these pages are not built yet. */
export const administrationModule = defineWebModule({
  name: 'administration',
  planned: [
    `${AM}/office-supplies-management/inventory-list`,
    `${AM}/office-supplies-management/office-supplies-form`,
    `${AM}/office-supplies-management/purchase-list`,
    `${AM}/office-supplies-management/purchase-detail`,
    `${AM}/office-supplies-management/receive-list`,
    `${AM}/asset-management/maintain-management`,
    `${AM}/asset-management/buying-request`,
    `${AM}/asset-management/fund-broken`,
    `${AM}/asset-management/office-base-data`,
    `${AM}/asset-management/office-base-table`,
    `${AM}/attendance-management/config`,
    `${AM}/oil-card-use`,
    `${AM}/use-vehicle-info`,
    `${AM}/car-price-statistics`,
    `${AM}/bid-manage-table`,
    `${AM}/meeting-room-management`,
    `${AM}/card-holder-management`,
    `${AM}/business-travel-application`,
  ],
});
