import type { UploadResponse } from '@talentdeck/shared';
import { api } from './api';

/** POST /api/attachments/upload: one image as the multipart field `file`; answers its URL. */
export function uploadImage(file: Blob, fileName = 'image') {
  const form = new FormData();
  form.append('file', file, fileName);
  return api.post<UploadResponse>('/attachments/upload', form);
}
