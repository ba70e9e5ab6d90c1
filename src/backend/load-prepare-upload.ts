// Both adapters strip a photo's metadata before uploading it (strip-image-metadata.ts). That
// code loads with the first upload rather than with every page: it would weigh on the Home
// page's first load, and most visits never upload.
import { onDemand } from '@/backend/lazy-port';

const stripper = onDemand(
  async () => (await import('@/backend/strip-image-metadata')).prepareUpload,
);

/**
 * `prepareUpload(file)`, loading it first. A failed load is reported like an upload request
 * that could not reach the server, and the next upload tries again.
 */
export async function prepareUploadOnDemand(file: File): Promise<File> {
  return (await stripper())(file);
}
