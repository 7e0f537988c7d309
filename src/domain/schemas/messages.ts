/**
 * Field error messages, shared by the API's 400 replies and the forms that show them under a field:
 * sentence case, ending with a full stop, saying what to do rather than what went wrong.
 */

export const tooLong = (max: number) => `Use at most ${max} characters.`;
export const tooShort = (min: number) => `Use at least ${min} characters.`;

export const ENTER_VALID_EMAIL = 'Enter a valid email address, like name@example.com.';
/** A text field sent as something else (only API clients can). */
export const ENTER_TEXT = 'Enter this as text.';
export const CHOOSE_OPTION = 'Choose one of the options.';
export const TRUE_OR_FALSE = 'Use true or false.';
export const LATITUDE_AND_LONGITUDE_TOGETHER = 'Send latitude and longitude together.';
