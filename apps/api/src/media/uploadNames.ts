import { CONTROL_CHARACTERS_REFUSED, hasControlCharacters } from '@hds/api-client/contract';
import { HttpError } from '../plugins/errors.ts';

/**
 * An upload's display name (the `name` field) and its file name become the image's name, shown
 * to the owner and on shared boards: control and bidirectional characters are refused there as
 * in every other user text ('photo\u202Egnp.exe' would read as 'photoexe.png').
 */
export function checkUploadNames(files: { filename: string }[], names: string[] = []): void {
  for (const name of names) {
    if (name && hasControlCharacters(name)) {
      throw new HttpError(400, `name: ${CONTROL_CHARACTERS_REFUSED}`);
    }
  }
  for (const file of files) {
    if (hasControlCharacters(file.filename)) {
      throw new HttpError(400, `filename: ${CONTROL_CHARACTERS_REFUSED}`);
    }
  }
}
