import styles from './schedule-delivery.module.css';

/** Web Mercator at zoom 12, the spec's zoom: the world is 256 × 2^12 pixels wide. */
const zoom = 12;
const worldPx = 256 * 2 ** zoom;
const width = 640;
const height = 320;

/** The pixel of a coordinate in the zoom-12 world. */
function project(latitude: number, longitude: number) {
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * worldPx,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx,
  };
}

/** A round distance that fits about a quarter of the map, for the scale bar. */
function scaleOf(latitude: number) {
  const metresPerPx = (156_543.03392 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;
  const target = (width / 4) * metresPerPx;
  const steps = [250, 500, 1000, 2000, 5000];
  const metres = steps.reduce((best, step) =>
    Math.abs(step - target) < Math.abs(best - target) ? step : best,
  );
  return { metres, px: metres / metresPerPx };
}

/** The operator's tile source (`MAP_TILE_URL` on the server, allowed by its CSP), or null. */
export interface MapTiles {
  urlTemplate: string;
  attribution: string | null;
}

/**
 * The place at zoom 12 in Web Mercator with a marker, a scale bar and north. With the operator's tiles it draws the
 * tiles that cover the view; without, the map the shop draws itself (the zoom-12 tile grid and the coordinates):
 * no request leaves the shop, so the default CSP stays as it is.
 */
export function AppointmentMap({
  latitude,
  longitude,
  label,
  tiles,
}: {
  latitude: number;
  longitude: number;
  label: string;
  tiles: MapTiles | null;
}) {
  const centre = project(latitude, longitude);
  const left = centre.x - width / 2;
  const top = centre.y - height / 2;
  const verticals: number[] = [];
  for (let x = Math.ceil(left / 256) * 256; x < left + width; x += 256) verticals.push(x - left);
  const horizontals: number[] = [];
  for (let y = Math.ceil(top / 256) * 256; y < top + height; y += 256) horizontals.push(y - top);
  const scale = scaleOf(latitude);
  const tileImages: { key: string; href: string; x: number; y: number }[] = [];
  if (tiles) {
    for (let tx = Math.floor(left / 256); tx * 256 < left + width; tx += 1) {
      for (let ty = Math.floor(top / 256); ty * 256 < top + height; ty += 1) {
        const href = tiles.urlTemplate
          .replace('{z}', String(zoom))
          .replace('{x}', String(tx))
          .replace('{y}', String(ty));
        tileImages.push({ key: `${tx}/${ty}`, href, x: tx * 256 - left, y: ty * 256 - top });
      }
    }
  }
  const place = `${Math.abs(latitude).toFixed(4)}° ${latitude < 0 ? 'S' : 'N'}, ${Math.abs(longitude).toFixed(4)}° ${longitude < 0 ? 'W' : 'E'}`;
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Map of ${label} at ${place}, zoom ${zoom}`}
      data-zoom={zoom}
    >
      <rect width={width} height={height} fill="#eef0ec" />
      {tileImages.map((tile) => (
        <image key={tile.key} href={tile.href} x={tile.x} y={tile.y} width={256} height={256} />
      ))}
      {tiles
        ? null
        : verticals.map((x) => (
            <line key={`v${x}`} x1={x} x2={x} y1={0} y2={height} stroke="#c9cec5" strokeDasharray="4 4" />
          ))}
      {tiles
        ? null
        : horizontals.map((y) => (
            <line key={`h${y}`} x1={0} x2={width} y1={y} y2={y} stroke="#c9cec5" strokeDasharray="4 4" />
          ))}
      <circle cx={width / 2} cy={height / 2} r={48} fill="#1a1a1a" fillOpacity={0.06} />
      <path
        d={`M${width / 2} ${height / 2} l-12 -22 a14 14 0 1 1 24 0 z`}
        fill="#1a1a1a"
        stroke="#ffffff"
        strokeWidth={2}
      />
      <circle cx={width / 2} cy={height / 2 - 30} r={5} fill="#ffffff" />
      <text
        x={width / 2}
        y={height / 2 + 24}
        textAnchor="middle"
        fontSize={15}
        fontWeight={600}
        fill="#1a1a1a"
      >
        {label}
      </text>
      <g transform={`translate(${width - 36} 40)`}>
        <path d="M0 -18 L8 6 L0 0 L-8 6 Z" fill="#1a1a1a" />
        <text y={22} textAnchor="middle" fontSize={12} fill="#1a1a1a">
          N
        </text>
      </g>
      <g transform={`translate(20 ${height - 24})`}>
        <rect width={scale.px} height={6} fill="#1a1a1a" />
        <text y={-6} fontSize={12} fill="#1a1a1a">
          {scale.metres >= 1000 ? `${scale.metres / 1000} km` : `${scale.metres} m`}
        </text>
      </g>
      <text x={width - 12} y={height - 12} textAnchor="end" fontSize={11} fill="#4a4a4a">
        {tiles?.attribution ?? place}
      </text>
    </svg>
  );
}
