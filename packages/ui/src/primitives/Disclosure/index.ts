export { Disclosure, DisclosureGroup } from './Disclosure.tsx';
export type { DisclosureProps, DisclosureGroupProps } from './Disclosure.tsx';
