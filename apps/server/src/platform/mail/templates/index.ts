import { type EnquiryAcknowledgementData, renderEnquiryAcknowledgement } from './enquiry-acknowledgement';
import type { RenderedEmail } from './layout';
import { type OrderConfirmationData, renderOrderConfirmation } from './order-confirmation';
import { type PasswordResetData, renderPasswordReset } from './password-reset';
import { renderSharedConfiguration, type SharedConfigurationData } from './shared-configuration';
import { renderTestDrive, type TestDriveEmailData } from './test-drive';
import { renderWaitlistConfirmation, type WaitlistConfirmationData } from './waitlist-confirmation';

export type { EnquiryAcknowledgementData, EnquiryKind } from './enquiry-acknowledgement';
export type { RenderedEmail } from './layout';
export type { OrderConfirmationData } from './order-confirmation';
export type { PasswordResetData } from './password-reset';
export type { SharedConfigurationData } from './shared-configuration';
export type { TestDriveEmailData, TestDriveEmailKind } from './test-drive';
export type { VehicleOption, VehicleSummary } from './vehicle';
export type { WaitlistConfirmationData } from './waitlist-confirmation';

/** Every email the shop sends, by template name, with the data each one needs. */
export interface TemplateData {
  'shared-configuration': SharedConfigurationData;
  'enquiry-acknowledgement': EnquiryAcknowledgementData;
  'order-confirmation': OrderConfirmationData;
  'waitlist-confirmation': WaitlistConfirmationData;
  'password-reset': PasswordResetData;
  'test-drive-confirmation': TestDriveEmailData;
  'test-drive-change': TestDriveEmailData;
  'test-drive-cancellation': TestDriveEmailData;
  'test-drive-reminder': TestDriveEmailData;
}
export type TemplateName = keyof TemplateData;

const renderers: { [T in TemplateName]: (data: TemplateData[T]) => RenderedEmail } = {
  'shared-configuration': renderSharedConfiguration,
  'enquiry-acknowledgement': renderEnquiryAcknowledgement,
  'order-confirmation': renderOrderConfirmation,
  'waitlist-confirmation': renderWaitlistConfirmation,
  'password-reset': renderPasswordReset,
  'test-drive-confirmation': renderTestDrive('booked'),
  'test-drive-change': renderTestDrive('changed'),
  'test-drive-cancellation': renderTestDrive('cancelled'),
  'test-drive-reminder': renderTestDrive('reminder'),
};

export const templateNames = Object.keys(renderers) as TemplateName[];

/** Renders one template to its subject, HTML and plain text. */
export function renderTemplate<T extends TemplateName>(template: T, data: TemplateData[T]): RenderedEmail {
  const render = renderers[template] as (data: TemplateData[T]) => RenderedEmail;
  return render(data);
}
