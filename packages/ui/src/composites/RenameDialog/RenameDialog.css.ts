export {
  form,
  formError as error,
  formFooter as footer,
} from '../../primitives/Dialog/dialogForm.css.ts';
