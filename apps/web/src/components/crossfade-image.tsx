import { useEffect, useRef, useState } from 'react';
import styles from './crossfade-image.module.css';

export interface CrossfadeImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Lazy below the fold; the first visual of the page loads eagerly with high priority. */
  loading?: 'lazy' | 'eager';
  priority?: boolean;
  className?: string;
}

/** The paint change cross-fade (spec 000 section 9); CSS uses the same value via --motion-paint. */
const fadeMs = 380;

interface Layer {
  src: string;
  key: number;
  loaded: boolean;
}

/**
 * An image whose source change cross-fades (the paint change: 380 ms, none with reduced motion, UI.md).
 * Two images are stacked: the new one fades in over the old once it has loaded, then the old one is dropped.
 * The box keeps its aspect ratio from width and height, so nothing shifts.
 */
export function CrossfadeImage({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  priority = false,
  className,
}: CrossfadeImageProps) {
  const [layers, setLayers] = useState<Layer[]>([{ src, key: 0, loaded: false }]);
  const nextKey = useRef(1);

  useEffect(() => {
    setLayers((current) => {
      if (current.at(-1)?.src === src) return current;
      // Fade from what is on screen: the newest loaded picture (or the first, painting as it loads).
      const onScreen = current.findLast((layer) => layer.loaded) ?? current[0];
      const kept = onScreen ? [{ ...onScreen, loaded: true }] : [];
      return [...kept, { src, key: nextKey.current++, loaded: false }];
    });
  }, [src]);

  const top = layers.at(-1);
  const settled = layers.length === 1 || !top?.loaded;
  useEffect(() => {
    if (settled) return;
    // The old picture fades out while the new one fades in (both may be transparent); drop it afterwards.
    const timer = window.setTimeout(() => setLayers((current) => current.slice(-1)), fadeMs + 40);
    return () => window.clearTimeout(timer);
  }, [settled]);

  const markLoaded = (key: number) =>
    setLayers((current) => current.map((layer) => (layer.key === key ? { ...layer, loaded: true } : layer)));

  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }}>
      {layers.map((layer, index) => {
        const isTop = index === layers.length - 1;
        const shown = isTop ? layer.loaded || index === 0 : !top?.loaded;
        return (
          <img
            key={layer.key}
            className={`${styles.layer} ${shown ? styles.shown : ''}`}
            src={layer.src}
            alt={isTop ? alt : ''}
            aria-hidden={isTop ? undefined : true}
            width={width}
            height={height}
            loading={loading}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
            onLoad={() => markLoaded(layer.key)}
            onError={() => markLoaded(layer.key)}
          />
        );
      })}
    </div>
  );
}
