// The mail module's face: the only file other modules, app.ts and services.ts import.
export {
  compose,
  greet,
  nameToGreet,
  type OutgoingMail,
  passwordResetMail,
  requestDecisionMail,
  signUpAttemptMail,
  verificationMail,
} from './messages';
export { createMailService, type MailService } from './service';
export { startMailWorker } from './setup';
export type { MailWorkerOptions } from './worker';
