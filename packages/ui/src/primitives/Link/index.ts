export { Link, ButtonLink } from './Link.tsx';
export type { LinkProps, LinkVariant, ButtonLinkProps } from './Link.tsx';
