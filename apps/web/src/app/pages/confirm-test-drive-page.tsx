import type { CountryCode } from '@showroom/domain';
import { useParams } from 'wouter';
import { ConfirmTestDrive } from '../../features/test-drive';

/** `/{market}/confirm-test-drive/{token}`: the link emailed for a booking made without signing in. */
export default function ConfirmTestDrivePage({ country }: { country: CountryCode }) {
  const { token = '' } = useParams();
  return <ConfirmTestDrive country={country} token={token} />;
}
