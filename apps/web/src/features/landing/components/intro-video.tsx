import { useState } from 'react';
import { track } from '../../../lib/analytics';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import styles from './intro-video.module.css';

/** The intro film the shop serves from its content path (spec 000 section 7: /cms hosts images and video). */
export const introVideo = {
  webm: '/cms/lyriq-intro.webm',
  mp4: '/cms/lyriq-intro.mp4',
  poster: '/cms/lyriq-intro-poster.jpg',
} as const;

/**
 * The intro film over the hero's vehicle: plays once, muted, then gives way to the vehicle. With reduced
 * motion it does not play by itself; 'Play intro film' plays it on request, with controls.
 */
export function IntroVideo() {
  const reduced = useReducedMotion();
  const [state, setState] = useState<'auto' | 'requested' | 'done'>('auto');
  const playing = state === 'requested' || (state === 'auto' && !reduced);
  const finish = () => setState('done');

  if (!playing) {
    return (
      <button
        type="button"
        className={styles.play}
        onClick={() => {
          track('intro_video_play');
          setState('requested');
        }}
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
        </svg>
        Play intro film
      </button>
    );
  }
  return (
    <div className={styles.frame}>
      <video
        className={styles.video}
        width={960}
        height={540}
        poster={introVideo.poster}
        muted
        playsInline
        autoPlay
        preload="metadata"
        controls={state === 'requested'}
        aria-label="LYRIQ intro film, silent"
        onEnded={finish}
        onError={finish}
      >
        <source src={introVideo.webm} type="video/webm" />
        <source src={introVideo.mp4} type="video/mp4" />
      </video>
      <button type="button" className={styles.skip} onClick={finish}>
        Skip intro
      </button>
    </div>
  );
}
