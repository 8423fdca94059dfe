export { IntroVideo } from './components/intro-video';
export { LandingIntro, type LandingIntroProps } from './components/landing-intro';
