/** Messages of the lead form (spec part 2 §2, §5, §8). */
export const leadFormMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  projectTypeRequired: 'Project type is required',
  timelineRequired: 'Timeline is required',
  termsRequiredTitle: 'Terms Required',
  termsRequiredDescription: 'Please accept the terms and conditions',
  submitFailedTitle: 'Submission failed',
  submitFailedDescription: 'Please try again',
  /** The studio's pages (gallery, consultation) word their failure this way (spec part 2 §8). */
  pageSubmitFailedTitle: 'Submission Failed',
  pageSubmitFailedDescription: 'Please try again later',
  defaultSuccessMessage: "Thank you! We'll be in touch within 24 hours.",
  incentiveMessage: 'Check your email for details',
  defaultTitle: 'Get Your Free Design Consultation',
} as const;
