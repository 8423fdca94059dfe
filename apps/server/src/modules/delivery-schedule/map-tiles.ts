/** The operator's map tile source (`MAP_TILE_URL`), handed to Your Delivery's map; null → the shop's own map. */
export interface MapTiles {
  urlTemplate: string;
  attribution: string | null;
}

/** The origin a tile URL template loads from, for the CSP's img-src. */
export function mapTileOrigin(urlTemplate: string): string {
  const probe = urlTemplate.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0');
  return new URL(probe).origin;
}
