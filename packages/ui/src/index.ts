// Theme: the token contract, the two theme classes and the global base styles.
export {
  vars,
  lightTheme,
  darkTheme,
  breakpoints,
  queries,
  lightColors,
  darkColors,
} from './theme/index.ts';

// Hooks shared by components (and by apps that build their own copy buttons).
export * from './hooks/index.ts';

export * from './composites/ActivityList/index.ts';
export * from './composites/AddBoardImagesDialog/index.ts';
export * from './composites/AddToBoardDialog/index.ts';
export * from './primitives/AlertDialog/index.ts';
export * from './composites/AppShell/index.ts';
export * from './primitives/Badge/index.ts';
export * from './composites/BeforeAfterShowcase/index.ts';
export * from './composites/BeforeAfterSlider/index.ts';
export * from './composites/BoardArrangeList/index.ts';
export * from './composites/BoardCard/index.ts';
export * from './composites/BoardWizard/index.ts';
export * from './primitives/Breadcrumbs/index.ts';
export * from './primitives/Button/index.ts';
export * from './primitives/Card/index.ts';
export * from './composites/Carousel/index.ts';
export * from './primitives/Checkbox/index.ts';
export * from './primitives/ComboBox/index.ts';
export * from './composites/ComparisonView/index.ts';
export * from './composites/CreateProjectDialog/index.ts';
export * from './composites/CreditsBox/index.ts';
export * from './primitives/ConfirmDelete/index.ts';
export * from './primitives/Dialog/index.ts';
export * from './primitives/Disclosure/index.ts';
export * from './primitives/Drawer/index.ts';
export * from './composites/EditControls/index.ts';
export * from './primitives/EmptyState/index.ts';
export * from './composites/Footer/index.ts';
export * from './composites/AddListingsDialog/index.ts';
export * from './composites/GalleryCard/index.ts';
export * from './composites/GalleryDetailDialog/index.ts';
export * from './composites/GalleryFilters/index.ts';
export * from './composites/GalleryModerationQueue/index.ts';
export * from './composites/GalleryView/index.ts';
export * from './composites/GeneratedImagesDashboard/index.ts';
export * from './primitives/GridList/index.ts';
export * from './composites/HeroDemo/index.ts';
export * from './primitives/Icon/index.ts';
export * from './composites/ImageGrid/index.ts';
export * from './composites/ImageVariationsDialog/index.ts';
export * from './primitives/JobsPanel/index.ts';
export * from './primitives/AsyncState/index.ts';
export * from './composites/BatchProgress/index.ts';
export * from './composites/Landing/index.ts';
export * from './composites/LandingFeatures/index.ts';
export * from './composites/LandingHero/index.ts';
export * from './composites/LandingPricing/index.ts';
export * from './composites/LandingStylePreview/index.ts';
export * from './composites/LeadForm/index.ts';
export * from './composites/LeadsInbox/index.ts';
export * from './composites/EmbedSettings/index.ts';
export * from './composites/ApiSettings/index.ts';
export * from './composites/Lightbox/index.ts';
export * from './primitives/Link/index.ts';
export * from './composites/ListingCard/index.ts';
export * from './composites/ListingStats/index.ts';
export * from './composites/ListingsView/index.ts';
export * from './primitives/Logo/index.ts';
export * from './composites/MaskEditor/index.ts';
export * from './primitives/Menu/index.ts';
export * from './primitives/Meter/index.ts';
export * from './composites/NavBar/index.ts';
export * from './composites/OnboardingDemo/index.ts';
export * from './composites/PlansTable/index.ts';
export * from './composites/PlaygroundWelcome/index.ts';
export * from './primitives/Popover/index.ts';
export * from './primitives/ProgressBar/index.ts';
export * from './composites/ProjectCard/index.ts';
export * from './composites/PublishToGalleryDialog/index.ts';
export * from './primitives/QRCodeView/index.ts';
export * from './composites/QuickStats/index.ts';
export * from './primitives/RadioGroup/index.ts';
export * from './composites/RenameDialog/index.ts';
export * from './primitives/SearchField/index.ts';
export * from './primitives/Select/index.ts';
export * from './primitives/SessionRefused/index.ts';
export * from './composites/ShareImageDialog/index.ts';
export * from './composites/ShareSettings/index.ts';
export * from './composites/SharedBoardView/index.ts';
export * from './composites/SignInPromptDialog/index.ts';
export * from './primitives/Skeleton/index.ts';
export * from './primitives/Slider/index.ts';
export * from './primitives/Spinner/index.ts';
export * from './composites/StylePreview/index.ts';
export * from './primitives/Switch/index.ts';
export * from './primitives/Table/index.ts';
export * from './primitives/Tabs/index.ts';
export * from './primitives/TagEditor/index.ts';
export * from './primitives/TextField/index.ts';
export * from './primitives/Toast/index.ts';
export * from './primitives/Tooltip/index.ts';
export * from './composites/TopBar/index.ts';
export * from './composites/UploadArea/index.ts';
export * from './composites/VersionHistory/index.ts';

// Client-side routing for every Link in the kit: wrap the app in RouterProvider.
export { RouterProvider } from 'react-aria-components';
export {
  Island,
  IslandModeProvider,
  type IslandMode,
  type IslandProps,
} from './internal/Island.tsx';
