import { Gallery, type GalleryImage } from '../../../components/gallery';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { customerTypeStore } from '../../../state/customer-type';
import { locationStore } from '../../../state/location';
import { useVariants, type VariantRow } from '../api/configurator-api';
import { modelName } from '../content';
import { useTrimLists } from '../hooks/use-catalogue-chain';
import { SpecFigureList } from './spec-highlights';
import styles from './vehicle-showcase.module.css';

/** The catalogue's exterior pictures are front three-quarter, side, rear three-quarter and front, in that order. */
const panels = [
  { name: 'Full view', exterior: 0 },
  { name: 'Front', exterior: 3 },
  { name: 'Back', exterior: 2 },
  { name: 'Side', exterior: 1 },
  { name: 'Interior', exterior: undefined },
] as const;

/** The model's best figures across its variants: what 'LYRIQ' promises, beside what the chosen variant does. */
function modelSpecifications(rows: readonly VariantRow[]): VariantRow['specifications'] | undefined {
  const all = rows.map((row) => row.specifications);
  const first = all[0];
  if (!first) return undefined;
  return {
    ...first,
    rangeKm: Math.max(...all.map((specs) => specs.rangeKm)),
    dcChargeTo80Minutes: Math.min(...all.map((specs) => specs.dcChargeTo80Minutes)),
    zeroTo100Seconds: Math.min(...all.map((specs) => specs.zeroTo100Seconds)),
  };
}

function Counters({ title, specs }: { title: string; specs: VariantRow['specifications'] }) {
  return (
    <section className={styles.counters} aria-label={`${title} performance`}>
      <h3 className={styles.countersTitle}>{title}</h3>
      <SpecFigureList specs={specs} names={['range', 'charge', 'acceleration']} className={styles.figures} />
    </section>
  );
}

/**
 * The checkout's left side (spec 001 section 2): the configured vehicle in five panels (full, front, back, side,
 * interior) that open as a carousel, and the performance counters of the model and of the chosen variant.
 */
export function VehicleShowcase() {
  const configuration = useStore(configurationStore);
  const location = useStore(locationStore);
  const customerType = useStore(customerTypeStore);
  const place = location.country ? { country: location.country, state: location.state } : null;
  const variants = useVariants(
    place ? { Country: place.country, State: place.state ?? '', CustomerType: customerType } : undefined,
  );
  const { exteriors, interiors } = useTrimLists(place, configuration);
  const exterior = exteriors.data?.find((row) => row.exteriorID === configuration.exterior?.id);
  const interior = interiors.data?.find((row) => row.interiorID === configuration.interior?.id);
  const variant = variants.data?.find((row) => row.variantID === configuration.variant?.id);
  const model = modelSpecifications(variants.data ?? []);
  const name = `${modelName} ${configuration.variant?.name ?? ''}`.trim();

  const images: GalleryImage[] = panels.flatMap((panel) => {
    const src =
      panel.exterior === undefined ? interior?.interiorPicture[0] : exterior?.exteriorPicture[panel.exterior];
    if (!src) return [];
    const colour = panel.exterior === undefined ? interior?.interiorColorName : exterior?.exteriorColorName;
    return [
      {
        src,
        alt: `${name}, ${panel.name.toLowerCase()}${colour ? ` in ${colour}` : ''}`,
        kind: panel.exterior === undefined ? ('interior' as const) : ('exterior' as const),
      },
    ];
  });

  return (
    <section className={styles.showcase} aria-labelledby="showcase-title">
      <h2 id="showcase-title" className="visually-hidden">
        Your {name}
      </h2>
      <Gallery title="GALLERY" images={images} width={960} height={540} lead />
      {model ? <Counters title={modelName} specs={model} /> : null}
      {variant ? <Counters title={name} specs={variant.specifications} /> : null}
    </section>
  );
}
