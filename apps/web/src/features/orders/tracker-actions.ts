import type { TrackerButton } from '@showroom/domain';
import type { ComponentType } from 'react';
import type { OrderDetails } from './api/orders-api';

/** What the dialog behind a tracker button is given. */
export interface OrderActionProps {
  order: OrderDetails;
  /** Closes the dialog (focus returns to the button). */
  onClose(): void;
  /** Reads the order again once the dialog changed it (the tracker moves on). */
  onChanged(): void;
}

/**
 * The dialogs the order page can open, by tracker button (the app composes them from the features that build
 * each one). A step whose button has no dialog here shows no button.
 */
export type OrderActions = Partial<Record<TrackerButton, ComponentType<OrderActionProps>>>;
