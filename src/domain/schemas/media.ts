import { z } from 'zod';
import { LOGO_MAX_BYTES } from '../constants';

export const LOGO_FIELD = 'logo';
export const LOGO_MAX_PIXELS = 512;
export const LOGO_TYPE_MESSAGE = 'Please choose a JPG, PNG or SVG image';
export const LOGO_SIZE_MESSAGE = 'The logo must be 2 MB or smaller';
export { LOGO_MAX_BYTES };

export const logoReply = z.object({ logoUrl: z.string() });
export type LogoReply = z.infer<typeof logoReply>;
