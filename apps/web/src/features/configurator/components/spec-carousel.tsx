import { CrossfadeImage } from '../../../components/crossfade-image';
import type { VariantRow } from '../api/configurator-api';
import { modelName, specFigures } from '../content';
import { useRotation } from '../hooks/use-rotation';
import styles from './spec-carousel.module.css';

/** The mobile carousel advances every 3 s (spec 000 section 9). */
const intervalMs = 3000;

/**
 * Phones only: three pictures of the variant (its paint's first three views when known) rotating every 3 s with Range, Charge to 80% and 0–100 km/h
 * (spec 000 section 2 item 3). A pause button stops the motion (WCAG 2.2.2); dots choose a slide.
 */
export function SpecCarousel({ variant, pictures }: { variant: VariantRow; pictures: readonly string[] }) {
  const figures = specFigures(variant.specifications);
  const slides = [figures.range, figures.charge, figures.acceleration];
  const { index, setIndex, running, setRunning } = useRotation(slides.length, intervalMs);
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`${modelName} highlights`}
    >
      <div className={styles.picture}>
        <CrossfadeImage
          src={pictures[index % Math.max(pictures.length, 1)] ?? variant.variantPictureMobile}
          alt=""
          width={1600}
          height={900}
        />
      </div>
      <div className={styles.slides} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.label}
            className={`${styles.slide} ${i === index ? styles.current : ''}`}
            aria-hidden={i !== index}
          >
            <span className={styles.figure}>{slide.figure}</span>
            <span className={styles.label}>
              {slide.label}
              <sup>{slide.note}</sup>
            </span>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setRunning(!running)}
          aria-label={running ? 'Pause highlights' : 'Play highlights'}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            {running ? (
              <path d="M5 3v10M11 3v10" stroke="currentColor" strokeWidth="2" />
            ) : (
              <path d="M4 3l9 5-9 5z" fill="currentColor" />
            )}
          </svg>
        </button>
        {slides.map((slide, i) => (
          <button
            key={slide.label}
            type="button"
            className={styles.dot}
            aria-label={`Show ${slide.label}`}
            aria-pressed={i === index}
            onClick={() => {
              setIndex(i);
              setRunning(false);
            }}
          />
        ))}
      </div>
    </section>
  );
}
