import type { BodyOf, EndpointRef, saveInterest } from '@showroom/contract';
import type { Configuration, CountryCode, EnquiryType } from '@showroom/domain';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof saveInterest> = { method: 'POST', path: '/api/interest/save-interest' };

export interface EnquiryValues {
  country: CountryCode;
  state?: string | undefined;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  comments: string;
  privacy: boolean;
  marketing: boolean;
}

/** An enquiry as an interest record; the vehicle is named when the visitor has configured one. */
export function enquiryBody(
  type: EnquiryType,
  values: EnquiryValues,
  context: { source: string; utmTag?: string | null; configuration?: Configuration | undefined },
): BodyOf<typeof saveInterest> {
  const vehicle = context.configuration;
  return {
    interest: {
      Country: values.country,
      State: values.country === 'AU' ? (values.state ?? '') : '',
      FirstName: values.firstName.trim(),
      LastName: values.lastName.trim(),
      Email: values.email.trim(),
      Mobile: values.mobile.trim(),
      Comments: values.comments.trim() || null,
      PrivacyStatement: values.privacy,
      Marketing: values.marketing,
      InterestType: type,
      Source: context.source,
      UTMtag: context.utmTag ?? null,
      VariantName: vehicle?.variant?.name ?? null,
      ExteriorName: vehicle?.exterior?.name ?? null,
      InteriorName: vehicle?.interior?.name ?? null,
      Options: vehicle?.interior ? vehicle.options.map((option) => ({ YanaOptionID: option.id })) : [],
    },
    ifCallYanaAPI: true,
  };
}

/** Sends an enquiry; resolves when the server has stored it (and queued its acknowledgement). */
export async function saveEnquiry(body: BodyOf<typeof saveInterest>): Promise<void> {
  await callApi(ref, body);
}
