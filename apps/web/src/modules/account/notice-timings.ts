// How long status notices stay (spec part 1 §4 "Status notices" and §9); errors: ERROR_NOTICE_MS.
import { ERROR_NOTICE_MS } from '../../lib/use-timed-notice.js';

export const PASSWORD_SUCCESS_MS = 3000;
/** The spec gives no time for the email success notices; they leave as errors do. */
export const EMAIL_SUCCESS_MS = ERROR_NOTICE_MS;
