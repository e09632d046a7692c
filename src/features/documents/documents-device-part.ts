import type { DevicePart } from '@/collections/device-part';

/**
 * What the documents library keeps on this device (src/collections/device-part.ts): documents kept for
 * reading offline, members' and committees' papers among them, which the next person must not find.
 */
export const devicePart: DevicePart = {
  feature: 'documents',
  async forgetDownloads() {
    await import('./kept-documents').then((kept) => kept.forgetKeptDocuments());
  },
};
