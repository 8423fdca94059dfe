import { NewVehicleInventory } from '../../features/inventory';

/** Spec 002 section 2: the new-vehicle-inventory page. */
export default function NewVehicleInventoryPage() {
  return <NewVehicleInventory />;
}
