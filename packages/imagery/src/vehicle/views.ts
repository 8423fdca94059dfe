import type { Vec3 } from './space';

export const vehicleVariants = ['luxury', 'sport'] as const;
export type Variant = (typeof vehicleVariants)[number];

export const vehicleViews = ['front34', 'side', 'rear34', 'front', 'rear'] as const;
export type VehicleView = (typeof vehicleViews)[number];

/** Where the camera stands: degrees round from straight ahead towards the car's right, degrees up, distance in mm. */
const cameras: Record<VehicleView, { azimuth: number; elevation: number; distance: number }> = {
  front34: { azimuth: 42, elevation: 3.5, distance: 17000 },
  side: { azimuth: 90, elevation: 1.2, distance: 40000 },
  rear34: { azimuth: 132, elevation: 4, distance: 17000 },
  front: { azimuth: 0, elevation: 2, distance: 30000 },
  rear: { azimuth: 180, elevation: 2, distance: 30000 },
};

const target: Vec3 = [2498, 0, 650];

/**
 * The camera position for a view.
 * @example cameraEye('front') // [-27454, 0, 2742]
 */
export function cameraEye(view: VehicleView): Vec3 {
  const { azimuth, elevation, distance } = cameras[view];
  const a = (azimuth * Math.PI) / 180;
  const e = (elevation * Math.PI) / 180;
  return [
    target[0] - distance * Math.cos(a) * Math.cos(e),
    target[1] - distance * Math.sin(a) * Math.cos(e),
    target[2] + distance * Math.sin(e),
  ];
}

export const cameraTarget = target;

/** Human words for a view, used in titles. */
export const viewNames: Record<VehicleView, string> = {
  front34: 'front three-quarter view',
  side: 'side view',
  rear34: 'rear three-quarter view',
  front: 'front view',
  rear: 'rear view',
};
