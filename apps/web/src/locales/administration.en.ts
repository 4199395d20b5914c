/** Administration texts, merged into each locale. Server messages are the server's (Chinese, spec §8).
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { administrationZh } from './administration';

export const administrationEn: typeof administrationZh = {
  adm: {
    route: {
      purchaseDetail: 'Purchase lines', attendanceStat: 'Attendance statistics', personalAttendance: 'My attendance',
      inventory: 'Stock list', suppliesForm: 'Supplies items', purchase: 'Purchase requests', receive: 'Requisitions', maintain: 'Maintenance',
      scrap: 'Asset scrapping', assetData: 'Asset ledger', assetTable: 'Asset statistics', meeting: 'Meeting rooms', vehicle: 'Vehicle use',
      buying: 'Asset purchase requests', attendance: 'Attendance rules', oilCard: 'Fuel cards', carCost: 'Vehicle costs', bid: 'Bids',
      cardHolder: 'Licences and seals', travel: 'Business travel board', procurement: 'Procurement methods',
    },
    detail: {
      keyword: 'Item or order number', orderNo: 'Order no.', applyDate: 'Date', applicant: 'Applicant', dept: 'Department', quantity: 'Qty',
      price: 'Unit price', amount: 'Amount', flowStatus: 'Approval', receiveStatus: 'Receipt', flowNames: 'Draft,In approval,Returned,Approved',
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
    oil: { uses: 'Top-ups and fuel', cards: 'Fuel cards' },
    card: { cards: 'Licences and seals', borrow: 'Borrowings', return: 'Return', returnConfirm: 'Confirm the item was returned?' },
    cost: {
      stats: 'Statistics', expenses: 'Cost entries', chart: 'Vehicle costs by month', table: 'Costs per vehicle and month', year: 'Year', month: 'M{{m}}',
      monthCol: 'Month', plateNo: 'Plate', fuel: 'Fuel', repair: 'Repairs', toll: 'Tolls', other: 'Other', total: 'Total', sum: 'Total',
      empty: 'No vehicle costs this year',
    },
    travel: {
      board: 'Travel board', list: 'Trip requests', week: '{{from}} to {{to}}', prev: 'Previous week', next: 'Next week', thisWeek: 'This week',
      person: 'Person', weekdays: 'Mon,Tue,Wed,Thu,Fri,Sat,Sun', approved: 'Approved', pending: 'In approval', empty: 'Nobody travels this week',
    },
  },
  att: {
    today: 'Today {{date}}', rule: 'Rule', signIn: 'In', signOut: 'Out', status: 'Status', doSignIn: 'Sign in', doSignOut: 'Sign out',
    hint: 'Server time counts; the last sign-out counts. Late, early, missing and absent follow the rules and the holiday calendar; approved leave and trips are not absences.',
    monthSummary: '{{month}} summary', lateBy: '{{n}} min late', earlyBy: '{{n}} min early', keyword: 'Name or staff no.', days: 'Days',
    daysOf: '{{name}} — {{month}}',
    sum: { workDays: 'Work days', normal: 'Normal', late: 'Late', early: 'Early', missing: 'Missing', absent: 'Absent', leave: 'Leave', trip: 'Trip' },
    col: { name: 'Name', no: 'Staff no.', dept: 'Department', attend: 'Attended', late: 'Late (times)', early: 'Early (times)', date: 'Date', weekday: 'Day', note: 'Note' },
  },
};
