export { ImageryInputError } from './errors';
export type { Hex, PaintFinish, TrimMaterial } from './inputs';
export { paintFinishes, trimMaterials } from './inputs';
export {
  type InteriorImage,
  type InteriorView,
  interiorViews,
  renderInterior,
} from './interior/render-interior';
export { type OptionSlug, optionSlugs, renderOption } from './options/render-option';
export { renderPaintSwatch, renderTrimSwatch } from './swatch';
export { renderVehicle, type VehicleImage } from './vehicle/render-vehicle';
export { type Variant, type VehicleView, vehicleVariants, vehicleViews } from './vehicle/views';
