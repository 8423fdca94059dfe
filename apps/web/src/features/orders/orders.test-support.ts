import type { OrderCard, OrderDetails } from './api/orders-api';

/*
 * An order as the server answers it, for the orders feature's tests: AU Luxury, cash, collection in Sydney, deposit
 * paid on 22 November 2026, its contract the current step.
 */

export const orderIds = {
  yanaOrderID: 'ORD-1A2B',
  yanaOrderNo: 'SR-100007',
  yanaCustomerID: 'c0ffee00-0000-4000-8000-000000000001',
  yanaCustomerNo: 'AU000001',
};

const step = (
  number: number,
  name: string,
  status: 0 | 1 | 2,
  extra: Partial<OrderDetails['pipeLines'][number]> = {},
): OrderDetails['pipeLines'][number] => ({
  pipelineName: name,
  pipelineNumber: 'A',
  pipelineBarStepNumber: number,
  pipelineDesc: `About ${name}.`,
  completeDate: null,
  buttonID: null,
  buttonText: null,
  pipelineBarStepStatus: status,
  ...extra,
});

export const sampleOrder: OrderDetails = {
  orderID: orderIds.yanaOrderID,
  rdAccountID: null,
  yanaOrderIDs: orderIds,
  orderStatus: 'Ordered',
  orderDate: '2026-11-22T01:30:00.000Z',
  orderVehicle: {
    country: 'AU',
    state: 'NSW',
    variantName: 'Luxury',
    variantPrice: 10_800_000,
    exteriorName: 'Stellar Black Metallic',
    exteriorPrice: 250_000,
    interiorName: 'Sky Cool Grey',
    interiorPrice: 0,
    variantPicture: '/media/vehicle/a.svg',
    vehicleThumbnail: '/media/vehicle/a.svg',
    pictures: ['/media/vehicle/a.svg', '/media/vehicle/b.svg'],
    totalPrice: 12_147_290,
    options: [
      {
        optionType: 'Charge',
        optionName: 'Home charger',
        optionPrice: 0,
        optionDesc: 'A 7.4 kW wall charger, installed.',
        chargeType: 1,
      },
    ],
  },
  delivery: {
    deliveryOption: 'Pickup',
    pickupLocationName: 'Cadillac Experience Centre Sydney',
    deliveryLocationAddress: null,
    deliveryLocationSuburb: null,
    deliveryLocationState: null,
    deliveryLocationPostcode: null,
    available: 'Estimated delivery: 2–4 weeks',
    deliveryDate: null,
    deliveryTime: null,
  },
  paymentOption: 'Cash',
  finance: null,
  fromLinkSource: null,
  downPayment: 100_000,
  paymentDueDate: null,
  finalPaymentAmount: 12_047_290,
  currentBalance: 12_047_290,
  balanceStanding: 'Owing',
  orderPaymentHistory: [
    {
      paymentDate: '2026-11-22T01:30:00.000Z',
      paymentName: 'Deposit',
      paymentAmount: 100_000,
      paymentKind: 'payment',
      paymentStatus: 'Received',
      paymentReference: null,
    },
  ],
  comments: 'Blue ribbon please',
  specialOfferID: null,
  specialOfferText: null,
  linkToFinanceApplication: null,
  currentStepYanaValue: 2,
  driveAwayCost: {
    luxuryCarTax: 498_390,
    localStampDuty: 475_000,
    localRegistrationCost: 64_900,
    localCTP: 54_600,
    localPlateFee: 4_400,
    homeDelivery: 0,
    driveawayPrice: 12_147_290,
    totalSaving: 0,
    onRoadFeeSubtotal: 598_900,
    subTotal: 11_050_000,
    gst: 1_004_545,
    roadUserChargers: 0,
    tyreStewardshipFee: 0,
    discount: 0,
    discounts: [],
    includedInRegistration: [],
  },
  orderCustomer: {
    email: 'ava@example.com',
    firstName: 'Ava',
    middleName: null,
    lastName: 'Nguyen',
    mobile: '0412345678',
    abn: null,
    businessName: null,
    customerType: 'Private',
    customerCountry: 'AU',
    birthDay: null,
    driveLicenseNumber: null,
    driveLicenseExpDate: null,
    billingAddress: null,
    billingSuburb: null,
    billingPostCode: null,
    billingState: null,
    regoAddress: null,
    regoSuburb: null,
    regoPostCode: null,
    regoState: null,
    nameOnCreditCard: null,
  },
  pipeLines: [
    step(1, 'Order Placed', 1, { completeDate: '2026-11-22T01:30:00.000Z' }),
    step(2, 'Sign Your Contract', 0, { buttonID: 'ProvideDetails', buttonText: 'Provide Your Details' }),
    step(3, 'Schedule Collection', 2),
    step(4, 'Pay Your Balance', 2),
    step(5, 'Vehicle Collected', 2),
  ],
  isCancelled: false,
  isActionRequired: true,
  cancellationRequestedAt: null,
  coolingOffUntil: null,
};

export const sampleCard: OrderCard = {
  Country: 'AU',
  OrderID: orderIds.yanaOrderID,
  OrderNo: orderIds.yanaOrderNo,
  CustomerID: orderIds.yanaCustomerID,
  CustomerNo: orderIds.yanaCustomerNo,
  VariantName: 'Luxury',
  VariantImage: '/media/x.svg',
  ExteriorName: 'Stellar Black Metallic',
  InteriorName: 'Sky Cool Grey',
  OrderDate: '2026-11-22T01:30:00.000Z',
  OrderStatus: 'Ordered',
  IsShowActionRequiredWording: true,
  yanaOrderIDs: orderIds,
  orderVehicle: { country: 'AU' },
};

/** Stubs fetch with a reply per path (404 for any other), and records the bodies sent. */
export function serveApi(replies: Record<string, { status?: number; body: unknown }>) {
  const sent: { path: string; body: unknown }[] = [];
  const fetchMock = async (path: string, init?: RequestInit) => {
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[path] ?? {
      status: 404,
      body: { status: false, errorCode: 'NotFound', message: 'Not found.', requestId: 'r' },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchMock, sent };
}

export const ok = (data: unknown) => ({ body: { status: true, data } });
