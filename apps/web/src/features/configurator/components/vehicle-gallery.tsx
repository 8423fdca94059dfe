import { useState } from 'react';
import { CrossfadeImage } from '../../../components/crossfade-image';
import styles from './vehicle-gallery.module.css';

export interface VehicleGalleryProps {
  /** Pictures by view index, in the catalogue's order. */
  pictures: readonly string[];
  /** A name per view index ('Side', 'Front three-quarter' …). */
  viewNames: readonly string[];
  /** What the pictures show, e.g. 'LYRIQ Sport in Radiant Red Tintcoat'. */
  subject: string;
  width: number;
  height: number;
}

/**
 * The large picture of the current view with a row of view buttons (the gallery of spec 000 section 2 item
 * 10). The chosen view stays when the paint changes, so the paint cross-fades in place.
 */
export function VehicleGallery({ pictures, viewNames, subject, width, height }: VehicleGalleryProps) {
  const [view, setView] = useState(0);
  const index = Math.min(view, Math.max(pictures.length - 1, 0));
  const current = pictures[index];
  return (
    <div className={styles.gallery}>
      {current ? (
        <CrossfadeImage
          src={current}
          alt={`${subject}, ${(viewNames[index] ?? 'view').toLowerCase()} view`}
          width={width}
          height={height}
        />
      ) : (
        <div style={{ aspectRatio: `${width} / ${height}` }} />
      )}
      {pictures.length > 1 ? (
        <div className={styles.views}>
          {pictures.map((picture, i) => (
            <button
              key={viewNames[i] ?? i}
              type="button"
              className={styles.view}
              aria-pressed={i === index}
              aria-label={`${viewNames[i] ?? `View ${i + 1}`} view`}
              onClick={() => setView(i)}
            >
              <img src={picture} alt="" width={96} height={54} loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
