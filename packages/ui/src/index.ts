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

export * from './components/ActivityList/index.ts';
export * from './components/AddBoardImagesDialog/index.ts';
export * from './components/AddToBoardDialog/index.ts';
export * from './components/AlertDialog/index.ts';
export * from './components/AppShell/index.ts';
export * from './components/Badge/index.ts';
export * from './components/BeforeAfterShowcase/index.ts';
export * from './components/BeforeAfterSlider/index.ts';
export * from './components/BoardArrangeList/index.ts';
export * from './components/BoardCard/index.ts';
export * from './components/BoardWizard/index.ts';
export * from './components/Breadcrumbs/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/Carousel/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/ComboBox/index.ts';
export * from './components/ComparisonView/index.ts';
export * from './components/CreateProjectDialog/index.ts';
export * from './components/CreditsBox/index.ts';
export * from './components/ConfirmDelete/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/Disclosure/index.ts';
export * from './components/Drawer/index.ts';
export * from './components/EditControls/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/Footer/index.ts';
export * from './components/AddListingsDialog/index.ts';
export * from './components/GalleryCard/index.ts';
export * from './components/GalleryDetailDialog/index.ts';
export * from './components/GalleryFilters/index.ts';
export * from './components/GalleryModerationQueue/index.ts';
export * from './components/GalleryView/index.ts';
export * from './components/GeneratedImagesDashboard/index.ts';
export * from './components/GridList/index.ts';
export * from './components/HeroDemo/index.ts';
export * from './components/Icon/index.ts';
export * from './components/ImageGrid/index.ts';
export * from './components/ImageVariationsDialog/index.ts';
export * from './components/JobsPanel/index.ts';
export * from './components/AsyncState/index.ts';
export * from './components/BatchProgress/index.ts';
export * from './components/Landing/index.ts';
export * from './components/LandingFeatures/index.ts';
export * from './components/LandingHero/index.ts';
export * from './components/LandingPricing/index.ts';
export * from './components/LandingStylePreview/index.ts';
export * from './components/LeadForm/index.ts';
export * from './components/LeadsInbox/index.ts';
export * from './components/EmbedSettings/index.ts';
export * from './components/ApiSettings/index.ts';
export * from './components/Lightbox/index.ts';
export * from './components/Link/index.ts';
export * from './components/ListingCard/index.ts';
export * from './components/ListingStats/index.ts';
export * from './components/ListingsView/index.ts';
export * from './components/Logo/index.ts';
export * from './components/MaskEditor/index.ts';
export * from './components/Menu/index.ts';
export * from './components/Meter/index.ts';
export * from './components/NavBar/index.ts';
export * from './components/OnboardingDemo/index.ts';
export * from './components/PlansTable/index.ts';
export * from './components/PlaygroundWelcome/index.ts';
export * from './components/Popover/index.ts';
export * from './components/ProgressBar/index.ts';
export * from './components/ProjectCard/index.ts';
export * from './components/PublishToGalleryDialog/index.ts';
export * from './components/QRCodeView/index.ts';
export * from './components/QuickStats/index.ts';
export * from './components/RadioGroup/index.ts';
export * from './components/RenameDialog/index.ts';
export * from './components/SearchField/index.ts';
export * from './components/Select/index.ts';
export * from './components/SessionRefused/index.ts';
export * from './components/ShareImageDialog/index.ts';
export * from './components/ShareSettings/index.ts';
export * from './components/SharedBoardView/index.ts';
export * from './components/SignInPromptDialog/index.ts';
export * from './components/Skeleton/index.ts';
export * from './components/Slider/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/StylePreview/index.ts';
export * from './components/Switch/index.ts';
export * from './components/Table/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/TagEditor/index.ts';
export * from './components/TextField/index.ts';
export * from './components/Toast/index.ts';
export * from './components/Tooltip/index.ts';
export * from './components/TopBar/index.ts';
export * from './components/UploadArea/index.ts';
export * from './components/VersionHistory/index.ts';

// Client-side routing for every Link in the kit: wrap the app in RouterProvider.
export { RouterProvider } from 'react-aria-components';
export {
  Island,
  IslandModeProvider,
  type IslandMode,
  type IslandProps,
} from './internal/Island.tsx';
