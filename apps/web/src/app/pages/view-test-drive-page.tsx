import type { CountryCode } from '@showroom/domain';
import { ViewTestDrive } from '../../features/test-drive';
import { useParams } from '../../lib/router';

/** `/{market}/view-test-drive/{webkey}`. */
export default function ViewTestDrivePage({ country }: { country: CountryCode }) {
  const { webkey = '' } = useParams();
  return <ViewTestDrive country={country} webkey={webkey} />;
}
