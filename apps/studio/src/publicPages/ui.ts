// The design-system pieces the public pages use, one component export at a time (the `@hds/ui`
// barrel would bring every component's stylesheet), as the landing does (src/landing/ui.ts).
export { NavBar } from '@hds/ui/NavBar';
export type { NavBarUser } from '@hds/ui/NavBar';
export { GalleryView } from '@hds/ui/GalleryView';
export type { GalleryItem } from '@hds/ui/GalleryCard';
export { LeadForm } from '@hds/ui/LeadForm';
export { Dialog } from '@hds/ui/Dialog';
export { Button } from '@hds/ui/Button';
export { ToastRegion, toast } from '@hds/ui/Toast';
export { SignInPromptDialog } from '@hds/ui/SignInPromptDialog';
export { GalleryDetailDialog } from '@hds/ui/GalleryDetailDialog';
