import type { LeadValues } from '@hds/machines';

/** A lead as a visitor would type it. */
export const adaContact: Pick<LeadValues, 'firstName' | 'lastName' | 'email'> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

export const longStyles = [
  'Modern',
  'Traditional',
  'Contemporary',
  'Minimalist',
  'Industrial',
  'Scandinavian',
  'Mid-Century Modern with warm walnut and brass accents',
  'Coastal Mediterranean',
];
