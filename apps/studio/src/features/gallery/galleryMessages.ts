/** The gallery page's own words (spec part 2 §2), for the studio's page and the public one. */
export const galleryPageMessages = {
  subtitle: 'Designs made with Home Design Studio, shared by their authors.',
  signInTitle: 'Sign in to like designs',
  signInText:
    'Likes are kept with your account. Sign in with Google, or try the studio as a guest.',
  notFound: 'Gallery item not found.',
} as const;
