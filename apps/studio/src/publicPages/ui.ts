// The design-system pieces the public pages use, imported one folder at a time (the `@hds/ui`
// barrel would bring every component's stylesheet), as the landing does (src/landing/ui.ts).
export { NavBar } from '../../../../packages/ui/src/components/NavBar/index.ts';
export type { NavBarUser } from '../../../../packages/ui/src/components/NavBar/index.ts';
export { GalleryView } from '../../../../packages/ui/src/components/GalleryView/index.ts';
export type { GalleryItem } from '../../../../packages/ui/src/components/GalleryCard/index.ts';
export { LeadForm } from '../../../../packages/ui/src/components/LeadForm/index.ts';
export { Dialog } from '../../../../packages/ui/src/components/Dialog/index.ts';
export { Button } from '../../../../packages/ui/src/components/Button/index.ts';
export { ToastRegion, toast } from '../../../../packages/ui/src/components/Toast/index.ts';
export { SignInPromptDialog } from '../../../../packages/ui/src/components/SignInPromptDialog/index.ts';
export { GalleryDetailDialog } from '../../../../packages/ui/src/components/GalleryDetailDialog/index.ts';
