import { type CountryCode, marketOf } from '@showroom/domain';
import { useSearch } from 'wouter';
import LocationDialog from '../../features/configurator/components/location-dialog';
import { ContactButton } from '../../features/contact';
import { Inventory } from '../../features/inventory';
import { useNavigate } from '../../lib/navigation';
import { useStore } from '../../state/create-store';
import { isLocatedIn, locationStore } from '../../state/location';
import { confirmLocation } from '../../state/location-confirmation';

/**
 * The inventory under a market (route `inventory`). Prices need the
 * visitor's location: without one for this market the country/state picker opens first (spec 000 section 4);
 * choosing the other country goes to its inventory with the same query. The dialog comes with this page's chunk
 * (about 1 KB): a first visit shows it at once instead of after one more request.
 */
export default function InventoryPage({ country }: { country: CountryCode }) {
  const location = useStore(locationStore);
  const search = useSearch();
  const navigate = useNavigate();
  const held = isLocatedIn(location, country);
  if (held) {
    const waitlist = (
      <ContactButton mode="inventory" country={country} variant="primary">
        JOIN OUR WAITLIST HERE
      </ContactButton>
    );
    return <Inventory key={country} country={country} state={location.state} waitlist={waitlist} />;
  }
  return (
    <LocationDialog
      initial={{ country }}
      dismissible={false}
      onConfirm={(next) => {
        confirmLocation(next);
        if (next.country !== country)
          navigate(`/${marketOf(next.country)}/inventory${search ? `?${search}` : ''}`);
      }}
      onClose={() => {}}
    />
  );
}
