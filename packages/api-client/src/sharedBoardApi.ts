import {
  SharedBoard,
  SharedUploadResponse,
  TrackAccessResponse,
  sharedBoardPaths as paths,
} from './contract/sharedBoard.ts';
import type { HttpClient } from './http.ts';
import type { MultipartSender } from './homeDesign.ts';
import type { UploadProgress } from './upload.ts';

/** The public calls the share viewer makes: no session, the token is the capability. */
export function createSharedBoardApi(http: HttpClient, sendMultipart?: MultipartSender) {
  return {
    load: async (token: string) => SharedBoard.parse(await http(paths.shared(token))),
    /** Multipart with the repeated field `images` (spec part 2 §7). */
    upload: async (token: string, files: File[], onProgress?: UploadProgress) => {
      const form = new FormData();
      for (const f of files) form.append('images', f, f.name);
      const reply = sendMultipart
        ? await sendMultipart(paths.sharedUpload(token), form, onProgress)
        : await http(paths.sharedUpload(token), { body: form });
      return SharedUploadResponse.parse(reply);
    },
    trackAccess: async (token: string) =>
      TrackAccessResponse.parse(await http(paths.shareLinkTrack, { json: { token } })),
  };
}
export type SharedBoardApi = ReturnType<typeof createSharedBoardApi>;
