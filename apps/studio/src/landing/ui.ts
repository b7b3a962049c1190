// The design-system pieces the landing page uses, one component export at a time: the `@hds/ui`
// barrel would bring every component's stylesheet (and their modules' side effects) into the
// landing's first load. The studio imports the same modules, so nothing is built twice.
export { LandingView } from '@hds/ui/Landing';
export type { ShowcaseSlide } from '@hds/ui/BeforeAfterShowcase';
export type { NavBarProps, NavBarUser } from '@hds/ui/NavBar';
export type { StyledManifestDocument } from '@hds/ui/StylePreview';
export { IslandModeProvider } from '@hds/ui/Island';
