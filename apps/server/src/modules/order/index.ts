/*
 * The order module's public face: checkout (reserve, pay the deposit, complete), the order's ownership rule and
 * the order facts other modules show. Other modules, app.ts and the command-line entries import this file only
 * (.dependency-cruiser.cjs).
 */

export type { OrderRow } from './order.repository';
export { orderRoutes } from './order.routes';
export { type OrderService, orderService } from './order.service';
export { callerOf, type SignedInCustomer } from './order-caller';
export type { Caller, OrderIds } from './order-context';
export { marketCustomerIds, orderPageIds } from './order-customer.repository';
export { orderPageUrl } from './order-page-url';
export { type ConfigurationSnapshot, orderNumberOf, orderPlacedAt, selectionOf } from './order-summary';
export { forgetBrowserToken } from './reservation-cookie';
export { startReservationSweep } from './reservation-sweep';
