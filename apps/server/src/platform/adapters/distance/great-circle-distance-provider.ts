import { estimateRoadKm } from '@showroom/domain';
import type { DistanceProvider } from './distance-provider';

/** The embedded default: straight-line distance × the documented road factor (packages/domain delivery/geo.ts). */
export function greatCircleDistanceProvider(): DistanceProvider {
  return {
    name: 'great-circle',
    async roadDistances(origins, destination) {
      return origins.map((origin) => ({
        kind: 'measured' as const,
        km: estimateRoadKm(origin, destination),
      }));
    },
  };
}
