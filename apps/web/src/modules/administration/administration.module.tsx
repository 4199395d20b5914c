import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const AM = 'administration-management';
const Inventory = lazyPage(() => import('./pages/InventoryPage').then((m) => m.InventoryPage));
const Purchase = lazyPage(() => import('./pages/FormPages').then((m) => m.PurchaseListPage));
const Supplies = lazyPage(() => import('./pages/FormPages').then((m) => m.SuppliesFormPage));
const Requisition = lazyPage(() => import('./pages/FormPages').then((m) => m.RequisitionListPage));
const Maintain = lazyPage(() => import('./pages/FormPages').then((m) => m.MaintainPage));
const Scrap = lazyPage(() => import('./pages/FormPages').then((m) => m.ScrapPage));
const AssetLedger = lazyPage(() => import('./pages/FormPages').then((m) => m.AssetLedgerPage));
const AssetTable = lazyPage(() => import('./pages/AssetTablePage').then((m) => m.AssetTablePage));
const Meeting = lazyPage(() => import('./pages/MeetingRoomPage').then((m) => m.MeetingRoomPage));
const Vehicle = lazyPage(() => import('./pages/VehiclePage').then((m) => m.VehiclePage));
const Buying = lazyPage(() => import('./pages/FormPages').then((m) => m.BuyingPage));
const Bid = lazyPage(() => import('./pages/FormPages').then((m) => m.BidPage));
const Attendance = lazyPage(() => import('./pages/FormPages').then((m) => m.AttendanceConfigPage));
const Procurement = lazyPage(() => import('./pages/FormPages').then((m) => m.ProcurementMethodPage));
const OilCard = lazyPage(() => import('./pages/OilCardPage').then((m) => m.OilCardPage));
const CarCost = lazyPage(() => import('./pages/CarCostPage').then((m) => m.CarCostPage));
const CardHolder = lazyPage(() => import('./pages/CardHolderPage').then((m) => m.CardHolderPage));
const Travel = lazyPage(() => import('./pages/TravelBoardPage').then((m) => m.TravelBoardPage));
const PurchaseDetail = lazyPage(() => import('./pages/PurchaseDetailPage').then((m) => m.PurchaseDetailPage));
const AttendanceStat = lazyPage(() => import('./pages/AttendanceStatPage').then((m) => m.AttendanceStatPage));
const PersonalAttendance = lazyPage(() => import('./pages/PersonalAttendancePage').then((m) => m.PersonalAttendancePage));

/**
 * Administration (spec 2 §2; issue 18). The documents are online forms shown by the form runtime
 * under these routes; stock, bookings and depreciation have pages of their own.
 */
export const administrationModule = defineWebModule({
  name: 'administration',
  routes: [
    { path: `${AM}/office-supplies-management/inventory-list`, element: <Inventory />, handle: h({ title: 'adm.route.inventory' }) },
    { path: `${AM}/office-supplies-management/office-supplies-form`, element: <Supplies />, handle: h({ title: 'adm.route.suppliesForm' }) },
    { path: `${AM}/office-supplies-management/purchase-list`, element: <Purchase />, handle: h({ title: 'adm.route.purchase' }) },
    { path: `${AM}/office-supplies-management/receive-list`, element: <Requisition />, handle: h({ title: 'adm.route.receive' }) },
    { path: `${AM}/asset-management/maintain-management`, element: <Maintain />, handle: h({ title: 'adm.route.maintain' }) },
    { path: `${AM}/asset-management/fund-broken`, element: <Scrap />, handle: h({ title: 'adm.route.scrap' }) },
    { path: `${AM}/asset-management/office-base-data`, element: <AssetLedger />, handle: h({ title: 'adm.route.assetData' }) },
    { path: `${AM}/asset-management/office-base-table`, element: <AssetTable />, handle: h({ title: 'adm.route.assetTable' }) },
    { path: `${AM}/meeting-room-management`, element: <Meeting />, handle: h({ title: 'adm.route.meeting' }) },
    { path: `${AM}/use-vehicle-info`, element: <Vehicle />, handle: h({ title: 'adm.route.vehicle' }) },
    { path: `${AM}/asset-management/buying-request`, element: <Buying />, handle: h({ title: 'adm.route.buying' }) },
    { path: `${AM}/office-supplies-management/purchase-detail`, element: <PurchaseDetail />, handle: h({ title: 'adm.route.purchaseDetail' }) },
    { path: `${AM}/attendance-management/config`, element: <Attendance />, handle: h({ title: 'adm.route.attendance' }) },
    { path: `${AM}/attendance-management/statistics`, element: <AttendanceStat />, handle: h({ title: 'adm.route.attendanceStat' }) },
    // 个人考勤 (people menu, hr:attendance): everybody's own signs and month, computed by this area's attendance calls.
    { path: 'main-page/personal-attendance', element: <PersonalAttendance />, handle: h({ title: 'adm.route.personalAttendance' }) },
    { path: `${AM}/oil-card-use`, element: <OilCard />, handle: h({ title: 'adm.route.oilCard' }) },
    { path: `${AM}/car-price-statistics`, element: <CarCost />, handle: h({ title: 'adm.route.carCost' }) },
    { path: `${AM}/bid-manage-table`, element: <Bid />, handle: h({ title: 'adm.route.bid' }) },
    { path: `${AM}/card-holder-management`, element: <CardHolder />, handle: h({ title: 'adm.route.cardHolder' }) },
    { path: `${AM}/business-travel-application`, element: <Travel />, handle: h({ title: 'adm.route.travel' }) },
    // Base data (spec 3 §2) kept by this area: the catalogue the bid table picks from.
    { path: 'base-data/procurement-method', element: <Procurement />, handle: h({ title: 'adm.route.procurement' }) },
  ],
});
