import type {
  BodyOf,
  CommunicationPreferences,
  DataOf,
  deleteAccount,
  EndpointRef,
  exportPersonalData,
  getProfileByEmail,
  getSession,
  saveProfile,
  signOut,
} from '@showroom/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const refs = {
  getSession: { method: 'GET', path: '/api/User/get-session' } as EndpointRef<typeof getSession>,
  signOut: { method: 'POST', path: '/api/User/sign-out' } as EndpointRef<typeof signOut>,
  getProfile: { method: 'POST', path: '/api/User/get-profile-by-email' } as EndpointRef<
    typeof getProfileByEmail
  >,
  saveProfile: { method: 'POST', path: '/api/User/save-profile' } as EndpointRef<typeof saveProfile>,
  exportData: { method: 'POST', path: '/api/User/export-personal-data' } as EndpointRef<
    typeof exportPersonalData
  >,
  deleteAccount: { method: 'POST', path: '/api/User/delete-account' } as EndpointRef<typeof deleteAccount>,
};

export type SessionInfo = DataOf<typeof getSession>;
export type Profile = DataOf<typeof getProfileByEmail>;
export type ProfileUpdate = BodyOf<typeof saveProfile>['userProfile'];
export type PersonalData = DataOf<typeof exportPersonalData>;
export type AccountDeletion = DataOf<typeof deleteAccount>;

export const sessionQuery = queryOptions({
  queryKey: ['account', 'session'],
  queryFn: ({ signal }) => callApi(refs.getSession, undefined, { signal }),
  staleTime: 60_000,
});

/** Whether this browser is signed in (the server holds the session; the browser only its HttpOnly cookie). */
export function useSession() {
  return useQuery(sessionQuery);
}

export function profileQuery(email: string | null | undefined) {
  return queryOptions({
    queryKey: ['account', 'profile', email ?? null],
    queryFn: email ? ({ signal }) => callApi(refs.getProfile, { email }, { signal }) : skipToken,
  });
}

export function saveProfileCall(userProfile: ProfileUpdate): Promise<Profile> {
  return callApi(refs.saveProfile, { userProfile, isUpdateProfile: true });
}

/** save-profile in preferences mode: the four communication flags. */
export function savePreferencesCall(privacy: CommunicationPreferences): Promise<Profile> {
  return callApi(refs.saveProfile, { privacy, isUpdateProfile: false });
}

export function exportPersonalDataCall(): Promise<PersonalData> {
  return callApi(refs.exportData, {});
}

export function deleteAccountCall(): Promise<AccountDeletion> {
  return callApi(refs.deleteAccount, { confirm: true });
}

/** Ends the shop session, then opens the identity provider's sign-out to end its session too. */
export async function signOutEverywhere(): Promise<void> {
  const { logoutUrl } = await callApi(refs.signOut, {});
  window.location.assign(logoutUrl);
}

/**
 * Where the browser starts a sign-in (the server's OpenID Connect client). `reauth`: the provider asks for the
 * password again even while it remembers the customer (before an export or a deletion).
 */
export function signInUrl(options: {
  returnUrl?: string;
  country: 'AU' | 'NZ';
  create?: boolean;
  reauth?: boolean;
}): string {
  const query = new URLSearchParams({ country: options.country });
  if (options.create) query.set('screen', 'signup');
  if (options.reauth) query.set('reauth', '1');
  if (options.returnUrl) query.set('returnUrl', options.returnUrl);
  return `/gmauth/sign-in?${query}`;
}
