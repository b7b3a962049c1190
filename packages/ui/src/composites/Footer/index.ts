export { Footer, defaultFooterGroups } from './Footer.tsx';
export type { FooterProps, FooterLink, FooterLinkGroup } from './Footer.tsx';
