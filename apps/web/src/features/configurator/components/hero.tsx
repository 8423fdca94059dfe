import { type ReactNode, useRef } from 'react';
import { CrossfadeImage } from '../../../components/crossfade-image';
import { modelName } from '../content';
import { scrollToSection } from '../hooks/scroll-to-section';
import { useHeroFade } from '../hooks/use-hero-fade';
import styles from './hero.module.css';
import { Preloader } from './preloader';

export interface HeroProps {
  /** The pre-loader holds the stage (spec 000 section 2 item 1); the vehicle and the intro follow it. */
  preloading?: boolean;
  /** The vehicle in the selected (or default) paint; absent until the catalogue answers. */
  picture?: { src: string; alt: string } | undefined;
  /** The landing area under the title (price, promotional line, calls to action), composed by the app. */
  landing?: ReactNode;
  /** Shown over the vehicle, e.g. the intro film, composed by the app. */
  intro?: ReactNode;
}

/** The global hero: the model and the vehicle, fading out as the visitor scrolls (spec 000 section 2). */
export function Hero({ preloading = false, picture, landing, intro }: HeroProps) {
  const fading = useRef<HTMLDivElement>(null);
  useHeroFade(fading);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div ref={fading} className={styles.inner}>
        <div className={styles.titles}>
          <p className={styles.eyebrow}>The all-electric</p>
          <h1 id="hero-title" className={styles.title}>
            {modelName}
          </h1>
          <p className={styles.tagline}>Luxury SUV · Dual-motor all-wheel drive · 530 km WLTP range</p>
          {landing}
        </div>
        <div className={styles.stage}>
          {preloading ? (
            <Preloader />
          ) : picture ? (
            <CrossfadeImage
              src={picture.src}
              alt={picture.alt}
              width={1600}
              height={900}
              loading="eager"
              priority
            />
          ) : (
            <div className={styles.placeholder} />
          )}
          {preloading ? null : intro}
        </div>
        <button type="button" className={styles.cue} onClick={() => scrollToSection('variant')}>
          Scroll to start
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </div>
    </section>
  );
}
