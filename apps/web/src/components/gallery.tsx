import { lazy, Suspense, useState } from 'react';
import styles from './gallery.module.css';

export interface GalleryImage {
  src: string;
  alt: string;
  /** Exterior pictures show light dots in the carousel, interior ones dark (spec 000 section 9). */
  kind: 'exterior' | 'interior';
}

/** The popup (and the dialog library under it) loads when a picture is first opened, not with the page. */
const GalleryPopup = lazy(() => import('./gallery-popup'));

export interface GalleryProps {
  /** The gallery's name, also the popup's title. */
  title: string;
  images: readonly GalleryImage[];
  width: number;
  height: number;
  /** The first picture large across the row, the others in a row of four under it. */
  lead?: boolean;
}

/**
 * A row of pictures (or a lead picture over a row); choosing one opens them as a carousel in a popup (full-height sheet on phones): previous
 * and next buttons, the arrow keys, a dot per picture and 'n of m' announced politely.
 */
export function Gallery({ title, images, width, height, lead = false }: GalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className={lead ? `${styles.strip} ${styles.lead}` : styles.strip} aria-label={title}>
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`Open picture ${index + 1} of ${images.length}: ${image.alt}`}
              onClick={() => setOpen(index)}
            >
              <img src={image.src} alt="" width={width} height={height} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <GalleryPopup
            title={title}
            images={images}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            width={width}
            height={height}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Pictures one at a time with previous and next buttons, the arrow keys, a dot per picture and 'n of m'. */
export function Carousel({
  images,
  index,
  onIndex,
  width,
  height,
}: {
  images: readonly GalleryImage[];
  index: number;
  onIndex(index: number): void;
  width: number;
  height: number;
}) {
  const count = images.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  const image = images[index] as GalleryImage;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Pictures"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      <img className={styles.slide} src={image.src} alt={image.alt} width={width} height={height} />
      <p className={styles.position} aria-live="polite">
        {index + 1} of {count}
      </p>
      <div className={styles.controls}>
        <button type="button" className={styles.step} aria-label="Previous picture" onClick={() => go(-1)}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M12 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        <div className={styles.dots}>
          {images.map((dot, i) => (
            <button
              key={dot.src}
              type="button"
              className={styles.dot}
              data-kind={dot.kind}
              aria-label={`Picture ${i + 1}: ${dot.alt}`}
              aria-current={i === index || undefined}
              onClick={() => onIndex(i)}
            />
          ))}
        </div>
        <button type="button" className={styles.step} aria-label="Next picture" onClick={() => go(1)}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M8 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </div>
    </section>
  );
}
