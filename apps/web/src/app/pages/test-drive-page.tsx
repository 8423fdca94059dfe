import type { CountryCode } from '@showroom/domain';
import { useParams, useSearch } from 'wouter';
import { ContactButton } from '../../features/contact';
import { TestDrivePage as Booking, testDriveRouteParams } from '../../features/test-drive';
import { utmTagOf } from '../../lib/utm-tag';

/** `/{market}/test-drive/{QRcode?}/{webkey?}`: the menu's TEST DRIVE and the confirmation email's link. */
export default function TestDrivePage({ country }: { country: CountryCode }) {
  const { first, second } = useParams();
  const search = useSearch();
  const { qrCode, webkey } = testDriveRouteParams(first, second);
  return (
    <Booking
      key={webkey ?? 'new'}
      country={country}
      qrCode={qrCode}
      webkey={webkey}
      utmTag={utmTagOf(search)}
      contact={
        <>
          <p>Rather talk to us first?</p>
          <ContactButton mode="test-drive" country={country} variant="secondary">
            REQUEST A CALL
          </ContactButton>
        </>
      }
    />
  );
}
