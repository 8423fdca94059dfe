import {
  interiorViews,
  optionSlugs,
  paintFinishes,
  trimMaterials,
  vehicleVariants,
  vehicleViews,
} from '@showroom/imagery';
import { z } from 'zod';

/** A choice from a fixed list, matched without regard to case as the router matches paths. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.string().toLowerCase().pipe(z.enum(values));

/** A colour in a query string: six hex digits without the '#', which is added for the renderer. */
const Hex = z
  .string()
  .regex(/^[0-9a-f]{6}$/i, 'Expected six hex digits (rrggbb) without #.')
  .transform((value) => `#${value.toLowerCase()}`);

export const VehicleParams = z.object({
  variant: choice(vehicleVariants),
  view: choice(vehicleViews),
});
export const PaintQuery = z.object({ color: Hex, finish: choice(paintFinishes) });

export const InteriorParams = z.object({ view: choice(interiorViews) });
export const TrimQuery = z.object({ seat: Hex, accent: Hex, material: choice(trimMaterials) });

export const OptionParams = z.object({ slug: choice(optionSlugs as [string, ...string[]]) });
