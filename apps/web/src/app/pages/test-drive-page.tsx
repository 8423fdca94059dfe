import type { CountryCode } from '@showroom/domain';
import { TestDrive } from '../../features/contact';

/** `/{market}/test-drive`: the menu's TEST DRIVE. */
export default function TestDrivePage({ country }: { country: CountryCode }) {
  return <TestDrive country={country} />;
}
