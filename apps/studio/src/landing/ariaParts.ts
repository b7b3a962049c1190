// The react-aria components the landing's first paint shows (its buttons, links and the hero's
// spinner), fetched on the visitor's first interaction by src/landing/lightAria.tsx; and how it
// tells react-aria whether the focus it moves came from a key or a pointer.
export { Button, Link, ProgressBar, setInteractionModality } from 'react-aria-components';
