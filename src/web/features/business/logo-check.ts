import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE } from '../../../domain/schemas/media';
import { formatBytes } from '../../lib/format';

/** Checked before upload so a phone never sends a too-big photo; the server checks the content again. */
export function logoFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.type && !file.type.startsWith('image/')) return 'Please choose an image file (JPG, PNG or SVG).';
  if (file.size > LOGO_MAX_BYTES)
    return `This image is ${formatBytes(file.size)}. ${LOGO_SIZE_MESSAGE}; try a smaller or cropped version.`;
  if (file.size === 0) return 'This file is empty. Please choose another image.';
  return null;
}
