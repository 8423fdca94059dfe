import {
  businessProblems,
  type CommunicationHistoryRow,
  type Profile,
  type SaveProfileBody,
} from '@showroom/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Customer } from '../auth';
import type { ProfileRepository } from './profile.repository';

/** How many rows of the communication history the profile carries (the data export has them all). */
export const historyRows = 100;

export function toProfile(customer: Customer, communicationHistory: CommunicationHistoryRow[]): Profile {
  return {
    country: customer.country,
    yanaProfileID: customer.id,
    yanaCustomerID: customer.auCustomerId,
    yanaCustomerNo: customer.auCustomerNo,
    nzYanaProfileID: customer.nzCustomerId ? customer.id : null,
    nzYanaCustomerID: customer.nzCustomerId,
    nzYanaCustomerNo: customer.nzCustomerNo,
    customerType: customer.customerType,
    abn: customer.abn,
    businessName: customer.businessName,
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    email: customer.email,
    phoneNumber1: customer.phoneNumber1,
    phoneNumber2: customer.phoneNumber2,
    birthday: customer.birthday,
    gmCommunicationEmail: customer.gmCommunicationEmail,
    gmCommunicationMobile: customer.gmCommunicationMobile,
    gmPartnerCommunicationEmail: customer.gmPartnerCommunicationEmail,
    gmPartnerCommunicationMobile: customer.gmPartnerCommunicationMobile,
    communicationHistory,
  };
}

/** The session's own profile only: another email answers like an unknown one. */
export function checkOwnEmail(customer: Customer, email: string): void {
  if (email.toLowerCase() !== customer.email) throw notFound('The profile');
}

export function profileService(deps: {
  repository: ProfileRepository;
  clock: Clock;
  history: (customer: Customer) => Promise<CommunicationHistoryRow[]>;
}) {
  const reply = async (customer: Customer | undefined) => {
    if (!customer) throw notFound('The profile');
    return toProfile(customer, await deps.history(customer));
  };
  return {
    read: (customer: Customer) => reply(customer),

    /** Profile mode saves the details (business rule of spec 002 §5); preferences mode the four flags. */
    async save(customer: Customer, body: z.output<typeof SaveProfileBody>): Promise<Profile> {
      const now = deps.clock.now();
      if (!body.isUpdateProfile) {
        if (!body.privacy) throw new Error('the contract lets preferences mode through only with privacy');
        return reply(await deps.repository.updatePreferences(customer.id, body.privacy, now));
      }
      const update = body.userProfile;
      if (!update) throw new Error('the contract lets profile mode through only with userProfile');
      if (update.email !== undefined && update.email.toLowerCase() !== customer.email) {
        const message = 'Your email address is your sign-in name and cannot be changed here.';
        throw new AppError(400, 'InvalidInput', message, [{ field: 'userProfile.email', message }]);
      }
      const problems = businessProblems(update, customer.country);
      if (problems.length) {
        throw new AppError(
          400,
          'InvalidInput',
          problems[0]?.message ?? 'Invalid input.',
          problems.map((p) => ({ field: `userProfile.${p.field}`, message: p.message })),
        );
      }
      const business = update.customerType === 'Business';
      // The email was only checked: the account's address is the provider's to change.
      const { email: _email, ...fields } = update;
      return reply(
        await deps.repository.updateProfile(
          customer.id,
          { ...fields, abn: business ? fields.abn : '', businessName: business ? fields.businessName : '' },
          now,
        ),
      );
    },
  };
}
