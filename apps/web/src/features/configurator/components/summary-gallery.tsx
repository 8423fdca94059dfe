import { Gallery, type GalleryImage } from '../../../components/gallery';
import { modelName } from '../content';
import type { CatalogueChain } from '../hooks/use-catalogue-chain';

const exteriorViews = ['front three-quarter', 'side', 'rear three-quarter', 'front'];
const interiorViews = ['dashboard', 'seats', 'rear seats'];

/**
 * The configuration's pictures (spec 000 sections 2 item 10 and 9): up to 4 of the exterior and 3 of the
 * interior, 7 in all, opening as a carousel.
 */
export function SummaryGallery({ chain }: { chain: CatalogueChain }) {
  const { configuration, exteriors, interiors } = chain;
  const exterior = exteriors.data?.find((row) => row.exteriorID === configuration.exterior?.id);
  const interior = interiors.data?.find((row) => row.interiorID === configuration.interior?.id);
  const name = `${modelName} ${configuration.variant?.name ?? ''}`.trim();
  const images: GalleryImage[] = [
    ...(exterior?.exteriorPicture.slice(0, 4).map((src, i) => ({
      src,
      alt: `${name} in ${exterior.exteriorColorName}, ${exteriorViews[i] ?? 'exterior'} view`,
      kind: 'exterior' as const,
    })) ?? []),
    ...(interior?.interiorPicture.slice(0, 3).map((src, i) => ({
      src,
      alt: `${interior.interiorColorName} interior, ${interiorViews[i] ?? 'interior'} view`,
      kind: 'interior' as const,
    })) ?? []),
  ];
  return <Gallery title="GALLERY" images={images} width={320} height={180} />;
}
