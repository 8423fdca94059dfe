import { type AccountSignUpData, renderAccountSignUp } from './account-sign-up';
import { type ActionNeededData, renderActionNeeded } from './action-needed';
import { type BalanceReceiptData, renderBalanceReceipt } from './balance-receipt';
import { type DeliveryScheduledData, renderDeliveryScheduled } from './delivery-scheduled';
import { type DepositRefundData, renderDepositRefund } from './deposit-refund';
import { type DepositRefusedData, renderDepositRefused } from './deposit-refused';
import { type EnquiryAcknowledgementData, renderEnquiryAcknowledgement } from './enquiry-acknowledgement';
import type { RenderedEmail } from './layout';
import { type MarketingNewsData, renderCadillacNews, renderPartnerOffer } from './marketing-news';
import { type OrderConfirmationData, renderOrderConfirmation } from './order-confirmation';
import { type PasswordResetData, renderPasswordReset } from './password-reset';
import { type RefundSettledData, renderRefundSettled } from './refund-settled';
import { renderSharedConfiguration, type SharedConfigurationData } from './shared-configuration';
import { renderStaffCodeLocked, type StaffCodeLockedData } from './staff-code-locked';
import { renderSupportRequest, type SupportRequestData } from './support-request';
import {
  renderTestDrive,
  renderTestDriveConfirmLink,
  type TestDriveConfirmLinkData,
  type TestDriveEmailData,
} from './test-drive';
import { renderWaitlistConfirmation, type WaitlistConfirmationData } from './waitlist-confirmation';
import { renderWaitlistStockAvailable, type WaitlistStockAvailableData } from './waitlist-stock-available';

export type { AccountSignUpData } from './account-sign-up';
export type { ActionNeededData, ActionStep } from './action-needed';
export type { BalanceReceiptData } from './balance-receipt';
export type { DeliveryScheduledData } from './delivery-scheduled';
export type { DepositRefundData, DepositRefundReason } from './deposit-refund';
export type { DepositRefusedData } from './deposit-refused';
export type { EnquiryAcknowledgementData, EnquiryKind } from './enquiry-acknowledgement';
export type { RenderedEmail } from './layout';
export type { MarketingNewsData } from './marketing-news';
export type { OrderConfirmationData } from './order-confirmation';
export type { PasswordResetData } from './password-reset';
export type { RefundSettledData } from './refund-settled';
export type { SharedConfigurationData } from './shared-configuration';
export type { StaffCodeLockedData } from './staff-code-locked';
export type { SupportRequestData } from './support-request';
export type { TestDriveConfirmLinkData, TestDriveEmailData, TestDriveEmailKind } from './test-drive';
export type { VehicleOption, VehicleSummary } from './vehicle';
export type { WaitlistConfirmationData } from './waitlist-confirmation';
export type { WaitlistStockAvailableData } from './waitlist-stock-available';

/** Every email the shop sends, by template name, with the data each one needs. */
export interface TemplateData {
  'shared-configuration': SharedConfigurationData;
  'enquiry-acknowledgement': EnquiryAcknowledgementData;
  'order-confirmation': OrderConfirmationData;
  'waitlist-confirmation': WaitlistConfirmationData;
  'waitlist-stock-available': WaitlistStockAvailableData;
  'password-reset': PasswordResetData;
  'account-sign-up': AccountSignUpData;
  'support-request': SupportRequestData;
  'cadillac-news': MarketingNewsData;
  'partner-offer': MarketingNewsData;
  'test-drive-confirm-link': TestDriveConfirmLinkData;
  'test-drive-confirmation': TestDriveEmailData;
  'test-drive-change': TestDriveEmailData;
  'test-drive-cancellation': TestDriveEmailData;
  'test-drive-reminder': TestDriveEmailData;
  'balance-receipt': BalanceReceiptData;
  'delivery-scheduled': DeliveryScheduledData;
  'deposit-refund': DepositRefundData;
  'refund-settled': RefundSettledData;
  'staff-code-locked': StaffCodeLockedData;
  'deposit-refused': DepositRefusedData;
  'action-needed': ActionNeededData;
}
export type TemplateName = keyof TemplateData;

const renderers: { [T in TemplateName]: (data: TemplateData[T]) => RenderedEmail } = {
  'shared-configuration': renderSharedConfiguration,
  'enquiry-acknowledgement': renderEnquiryAcknowledgement,
  'order-confirmation': renderOrderConfirmation,
  'waitlist-confirmation': renderWaitlistConfirmation,
  'waitlist-stock-available': renderWaitlistStockAvailable,
  'password-reset': renderPasswordReset,
  'account-sign-up': renderAccountSignUp,
  'support-request': renderSupportRequest,
  'cadillac-news': renderCadillacNews,
  'partner-offer': renderPartnerOffer,
  'test-drive-confirm-link': renderTestDriveConfirmLink,
  'test-drive-confirmation': renderTestDrive('booked'),
  'test-drive-change': renderTestDrive('changed'),
  'test-drive-cancellation': renderTestDrive('cancelled'),
  'test-drive-reminder': renderTestDrive('reminder'),
  'balance-receipt': renderBalanceReceipt,
  'delivery-scheduled': renderDeliveryScheduled,
  'deposit-refund': renderDepositRefund,
  'refund-settled': renderRefundSettled,
  'staff-code-locked': renderStaffCodeLocked,
  'deposit-refused': renderDepositRefused,
  'action-needed': renderActionNeeded,
};

export const templateNames = Object.keys(renderers) as TemplateName[];

/**
 * Who may receive each template. `transactional`: what the customer asked for or must be told (a confirmation, a
 * reset link, their shared configuration): sent to anyone not erased. A marketing kind names the customer's flag
 * that must be on (spec 002 §3): Cadillac's own news by `gmCommunicationEmail`, a partner's by
 * `gmPartnerCommunicationEmail`. The outbox checks it before writing and again before sending (mail-policy.ts).
 */
export const templateAudiences = {
  'shared-configuration': 'transactional',
  'enquiry-acknowledgement': 'transactional',
  'order-confirmation': 'transactional',
  'waitlist-confirmation': 'transactional',
  'waitlist-stock-available': 'transactional',
  'password-reset': 'transactional',
  'account-sign-up': 'transactional',
  'support-request': 'transactional',
  'test-drive-confirm-link': 'transactional',
  'test-drive-confirmation': 'transactional',
  'test-drive-change': 'transactional',
  'test-drive-cancellation': 'transactional',
  'test-drive-reminder': 'transactional',
  'balance-receipt': 'transactional',
  'delivery-scheduled': 'transactional',
  'deposit-refund': 'transactional',
  'refund-settled': 'transactional',
  'staff-code-locked': 'transactional',
  'deposit-refused': 'transactional',
  'action-needed': 'transactional',
  'cadillac-news': 'gmCommunicationEmail',
  'partner-offer': 'gmPartnerCommunicationEmail',
} as const satisfies Record<
  TemplateName,
  'transactional' | 'gmCommunicationEmail' | 'gmPartnerCommunicationEmail'
>;
export type TemplateAudience = (typeof templateAudiences)[TemplateName];

/** Renders one template to its subject, HTML and plain text. */
export function renderTemplate<T extends TemplateName>(template: T, data: TemplateData[T]): RenderedEmail {
  const render = renderers[template] as (data: TemplateData[T]) => RenderedEmail;
  return render(data);
}
