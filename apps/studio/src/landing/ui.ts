// The design-system pieces the landing page uses, imported one folder at a time: the `@hds/ui`
// barrel would bring every component's stylesheet (and their modules' side effects) into the
// landing's first load. The studio imports the same modules, so nothing is built twice.
export { LandingView } from '../../../../packages/ui/src/components/Landing/index.ts';
export type { ShowcaseSlide } from '../../../../packages/ui/src/components/BeforeAfterShowcase/index.ts';
export type {
  NavBarProps,
  NavBarUser,
} from '../../../../packages/ui/src/components/NavBar/index.ts';
export type { StyledManifestDocument } from '../../../../packages/ui/src/components/StylePreview/index.ts';
export { IslandModeProvider } from '../../../../packages/ui/src/internal/Island.tsx';
