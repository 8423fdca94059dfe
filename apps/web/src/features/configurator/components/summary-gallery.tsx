import { Gallery, type GalleryImage } from '../../../components/gallery';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { locationStore } from '../../../state/location';
import { modelName } from '../content';
import { useTrimLists } from '../hooks/use-catalogue-chain';

const exteriorViews = ['front three-quarter', 'side', 'rear three-quarter', 'front'];
const interiorViews = ['dashboard', 'seats', 'rear seats'];

/**
 * The configuration's pictures in YOUR LYRIQ SUMMARY (spec 000 sections 2 item 10 and 9): up to 4 of the exterior
 * and 3 of the interior, 7 in all, opening as a carousel. Reads the lists the configurator already loaded.
 */
export function SummaryGallery() {
  const configuration = useStore(configurationStore);
  const location = useStore(locationStore);
  const { exteriors, interiors } = useTrimLists(
    location.country ? { country: location.country, state: location.state } : null,
    configuration,
  );
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
