import type { Profile, ProfileUpdate } from '@showroom/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { badField, notFound } from '../../platform/http/app-error';
import type { Customer } from '../auth/auth.repository';
import type { ProfileRepository } from './profile.repository';

export function toProfile(customer: Customer): Profile {
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
  };
}

/** The session's own profile only: another email answers like an unknown one. */
export function ownProfile(customer: Customer, email: string): Profile {
  if (email.toLowerCase() !== customer.email) throw notFound('The profile');
  return toProfile(customer);
}

/** Business customers need an ABN (AU, 11 digits) or NZBN (NZ, 13 digits) and a business name (spec 002 §5). */
export function checkBusiness(update: z.output<typeof ProfileUpdate>, country: Customer['country']): void {
  if (update.customerType !== 'Business') return;
  const digits = country === 'NZ' ? 13 : 11;
  if (!update.abn) throw badField('userProfile.abn', 'Require Valid ABN/NZBN');
  if (!new RegExp(`^\\d{${digits}}$`).test(update.abn)) {
    throw badField(
      'userProfile.abn',
      `${country === 'NZ' ? 'NZBN' : 'ABN'} mismatch, require ${digits} digits`,
    );
  }
  if (!update.businessName) throw badField('userProfile.businessName', 'Require Valid Business Name');
}

export function profileService(deps: { repository: ProfileRepository; clock: Clock }) {
  return {
    async save(customer: Customer, update: z.output<typeof ProfileUpdate>): Promise<Profile> {
      checkBusiness(update, customer.country);
      const business = update.customerType === 'Business';
      const saved = await deps.repository.update(
        customer.id,
        { ...update, abn: business ? update.abn : '', businessName: business ? update.businessName : '' },
        deps.clock.now(),
      );
      if (!saved) throw notFound('The profile');
      return toProfile(saved);
    },
  };
}
