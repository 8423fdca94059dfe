import { type CountryCode, isCompleteLocation, marketOf } from '@showroom/domain';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { ContactButton } from '../../features/contact';
import { Inventory } from '../../features/inventory';
import { useStore } from '../../state/create-store';
import { locationStore } from '../../state/location';
import { confirmLocation } from '../../state/location-confirmation';

const LocationDialog = lazy(() => import('../../features/configurator/components/location-dialog'));

/**
 * The inventory under a market (route `inventory`). Prices need the
 * visitor's location: without one for this market the country/state picker opens first (spec 000 section 4);
 * choosing the other country goes to its inventory with the same query.
 */
export default function InventoryPage({ country }: { country: CountryCode }) {
  const location = useStore(locationStore);
  const { search } = useLocation();
  const navigate = useNavigate();
  const held = location.country === country && isCompleteLocation(location.country, location.state);
  if (held) {
    const waitlist = (
      <ContactButton mode="inventory" country={country} variant="primary">
        JOIN OUR WAITLIST HERE
      </ContactButton>
    );
    return <Inventory key={country} country={country} state={location.state} waitlist={waitlist} />;
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <LocationDialog
        initial={{ country }}
        dismissible={false}
        onConfirm={(next) => {
          confirmLocation(next);
          if (next.country !== country) navigate(`/${marketOf(next.country)}/inventory${search}`);
        }}
        onClose={() => {}}
      />
    </Suspense>
  );
}
