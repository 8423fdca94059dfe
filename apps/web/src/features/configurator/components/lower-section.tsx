import type { CountryCode } from '@showroom/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import section from '../../../components/section.module.css';
import { stepLabels } from '../content';
import type { CatalogueChain } from '../hooks/use-catalogue-chain';

/* Below the fold: the section (heading, scroll target) renders at once; its content loads lazily, as one chunk. */
const content = () => import('./lower-content');
const AccessoriesOptions = lazy(() => content().then((m) => ({ default: m.AccessoriesOptions })));
const ChargingOptions = lazy(() => content().then((m) => ({ default: m.ChargingOptions })));
const ConfigurationSummary = lazy(() => content().then((m) => ({ default: m.ConfigurationSummary })));

const leads = {
  accessories: 'Genuine accessories, fitted before delivery.',
  charging: 'Choose how you will charge, at home or on the road.',
  checkout: 'Your LYRIQ as configured.',
} as const;

export interface LowerSectionProps {
  step: 'accessories' | 'charging' | 'checkout';
  chain: CatalogueChain;
  country: CountryCode;
  /** Composed by the app under the section's own content (CHECK OUT: customer and payment type). */
  children?: ReactNode;
}

/** The accessories, charging and CHECK OUT sections (spec 000 section 2 items 6-7). */
export function LowerSection({ step, chain, country, children }: LowerSectionProps) {
  return (
    <section id={step} className={section.section} aria-labelledby={`${step}-heading`}>
      <div className={`${section.wide} ${section.lower}`}>
        <div className={section.lowerIntro}>
          <h2 id={`${step}-heading`} className={section.heading} tabIndex={-1} data-section-heading>
            {stepLabels[step]}
          </h2>
          <p className={section.lead}>{leads[step]}</p>
        </div>
        <div className={section.lowerBody}>
          <Suspense fallback={<div className={section.skeleton} />}>
            {step === 'accessories' ? <AccessoriesOptions chain={chain} /> : null}
            {step === 'charging' ? <ChargingOptions chain={chain} /> : null}
            {step === 'checkout' ? <ConfigurationSummary chain={chain} country={country} /> : null}
          </Suspense>
          {children}
        </div>
      </div>
    </section>
  );
}
