import { aiLimits, aiMessages } from '@stride/api/contracts/ai';

/** Every label and message of the progress photos, in one place (tests use them too). */
export const photosText = {
  title: 'Progress photos',
  subtitle: 'Private to you. Same light, same pose, a few weeks apart: changes become easy to see.',

  uploadTitle: 'Add a progress photo',
  choose: 'Choose a photo',
  chooseAnother: 'Choose another',
  fileHint: 'JPEG, PNG or WebP, up to 10 MB',
  accept: 'image/jpeg,image/png,image/webp',
  previewAlt: 'Preview of the photo you chose',
  noteLabel: 'Note (optional)',
  notePlaceholder: 'How are you feeling about this one?',
  noteMax: aiLimits.photoContextMax,
  noteTooLong: aiMessages.photoContextTooLong,
  upload: 'Upload and analyze',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  analyzing: 'Analyzing your photo…',
  uploadProgressLabel: 'Upload progress',
  saved: 'Saved to your gallery',
  uploadedToast: 'Photo uploaded',
  deletedToast: 'Photo deleted',
  analysisTitle: 'What the coach noticed',
  offlineBadge: 'offline coach',
  addAnother: 'Add another photo',
  crisisTitle: "You're not alone",
  tooLarge: (size: string) => `That photo is ${size}. ${aiMessages.imageTooLarge}.`,
  wrongType: aiMessages.imageType,
  failed: (statusText: string) => `Image analysis failed: ${statusText}`,

  galleryTitle: 'Your photos',
  gridLabel: 'Your progress photos, newest first',
  count: (n: number) => (n === 1 ? '1 photo' : `${n} photos`),
  loadError: 'Your photos could not be loaded.',
  retry: 'Try again',
  loadingLabel: 'Loading your photos',
  emptyTitle: 'No progress photos yet',
  emptyText:
    'Your first photo is the one you will be gladdest to have later. Add one above; only you can see it.',
  imageError: "Couldn't load this photo",
  compareHint: 'Pick two photos to see them side by side.',
  compareOneMore: 'Pick one more photo to compare.',
  compareLabel: (date: string) => `Compare photo from ${date}`,
  compareShort: 'Compare',
  deleteLabel: (date: string) => `Delete photo from ${date}`,
  compareTitle: 'Side by side',
  clearSelection: 'Clear selection',
  apart: (days: number) =>
    days === 0
      ? 'Same day'
      : days < 14
        ? `${days} ${days === 1 ? 'day' : 'days'} apart`
        : days < 60
          ? `${Math.round(days / 7)} weeks apart`
          : `${Math.round(days / 30.44)} months apart`,
  photoAlt: (date: string) => `Progress photo from ${date}`,

  deleteTitle: 'Delete this photo?',
  deleteText: (date: string) =>
    `The photo from ${date} and its notes will be deleted for good. This can't be undone.`,
  deleteConfirm: 'Delete photo',
  deleting: 'Deleting…',
  deleteError: "The photo couldn't be deleted. Please try again.",
  cancel: 'Cancel',
  close: 'Close',
} as const;

/** '2.4 MB', '380 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The client's own check before uploading (the server checks the bytes again). */
export function checkPhotoFile(file: File): string | null {
  if (file.type && !acceptedTypes.has(file.type)) return photosText.wrongType;
  if (!file.type && !/\.(jpe?g|png|webp)$/i.test(file.name)) return photosText.wrongType;
  if (file.size > aiLimits.imageMaxBytes) return photosText.tooLarge(formatBytes(file.size));
  return null;
}
