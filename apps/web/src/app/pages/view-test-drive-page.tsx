import type { CountryCode } from '@showroom/domain';
import { useParams } from 'wouter';
import { ViewTestDrive } from '../../features/test-drive';

/** `/{market}/view-test-drive/{webkey}`. */
export default function ViewTestDrivePage({ country }: { country: CountryCode }) {
  const { webkey = '' } = useParams();
  return <ViewTestDrive country={country} webkey={webkey} />;
}
