export { form, formError as error, formFooter as footer } from '../Dialog/dialogForm.css.ts';
