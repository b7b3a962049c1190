import { defineEmbeds } from './elements.tsx';

// /embed/v1.js: a classic script; running it defines both custom elements.
defineEmbeds();
