import { type CountryCode, effectiveDelivery } from '@showroom/domain';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { customerTypeStore } from '../../../state/customer-type';
import { deliveryStore } from '../../../state/delivery';
import { locationStore } from '../../../state/location';
import type { DriveAwayRequest } from '../api/get-driveaway-cost';

/**
 * The drive-away price request for the current configuration, customer type and delivery (spec 000 section 4:
 * recalculated on any of their changes once country, variant, exterior, interior and a non-zero subtotal are
 * present). The server prices from the ids and measures home delivery from the postcode itself.
 */
export function useDriveAwayRequest(country: CountryCode): DriveAwayRequest | undefined {
  const configuration = useStore(configurationStore);
  const location = useStore(locationStore);
  const customerType = useStore(customerTypeStore);
  const delivery = effectiveDelivery(useStore(deliveryStore));
  const { variant, exterior, interior, options, subtotal } = configuration;
  if (location.country !== country || !variant || !exterior || !interior || subtotal <= 0) return undefined;
  return {
    Country: country,
    State: country === 'AU' ? (location.state ?? null) : null,
    VariantID: variant.id,
    ExteriorID: exterior.id,
    InteriorID: interior.id,
    Options: options.map((option) => ({ YanaOptionID: option.id })),
    DeliveryOption: delivery?.option ?? 'Pickup',
    RegistrationType: customerType,
    PostCode: delivery?.postcode || null,
    Suburb: delivery?.suburb || null,
    CallSource: 'Main Page',
    IfCalculateFinance: true,
  };
}
