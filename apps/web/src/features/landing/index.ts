export { IntroVideo } from './components/intro-video';
export { LandingIntro, type LandingIntroProps } from './components/landing-intro';
export { ValuationDialog } from './components/valuation-dialog';
export { VehicleDisposal } from './components/vehicle-disposal';
