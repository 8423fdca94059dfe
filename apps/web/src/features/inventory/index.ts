export { Inventory } from './components/inventory';
export { NewVehicleInventory } from './components/new-vehicle-inventory';
