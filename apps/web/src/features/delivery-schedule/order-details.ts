import type { DataOf, getOrderDetailsByYanaIds } from '@showroom/contract';

/** The order as the order page read it (the tracker hands it to the dialogs). */
export type OrderDetails = DataOf<typeof getOrderDetailsByYanaIds>;
