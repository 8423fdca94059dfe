import { type Hex, readChoice, readHex, type TrimMaterial, trimMaterials } from '../inputs';
import { svgDocument } from '../svg';
import { drawDash } from './dash';
import { drawRear } from './rear';
import { drawSeats } from './seats';
import { trimDefs, trimOf } from './trim';

export const interiorViews = ['dash', 'seats', 'rear'] as const;
export type InteriorView = (typeof interiorViews)[number];

export interface InteriorImage {
  view: InteriorView;
  seat: string;
  accent: string;
  material: TrimMaterial;
}

const scenes = { dash: drawDash, seats: drawSeats, rear: drawRear } as const;
const names: Record<InteriorView, string> = {
  dash: 'the dashboard with the 33-inch curved display',
  seats: 'the front seats',
  rear: 'the rear seats',
};

/**
 * Draws the cabin (800×450, 16:9) with the seat colour, the accent colour in stitching and piping, and the
 * material's surface (Nappa quilted and perforated, Inteluxe plain). Throws `ImageryInputError` on bad input.
 * @example renderInterior({ view: 'seats', seat: '#e8dcc8', accent: '#7a1f2b', material: 'nappa' }) // '<svg …'
 */
export function renderInterior(input: InteriorImage): string {
  const view = readChoice('view', input.view, interiorViews);
  const seat: Hex = readHex('seat', input.seat);
  const accent: Hex = readHex('accent', input.accent);
  const material = readChoice('material', input.material, trimMaterials);
  const trim = trimOf(seat, accent, material);
  const scene = scenes[view](trim);
  return svgDocument({
    width: 800,
    height: 450,
    title: `LYRIQ interior, ${names[view]}: ${material === 'nappa' ? 'Nappa leather' : 'Inteluxe'} seats in ${seat} with ${accent} accents`,
    defs: trimDefs(trim) + scene.defs,
    body: scene.body,
  });
}
