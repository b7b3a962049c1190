export { LandingHero, type LandingHeroProps } from './LandingHero.tsx';
