// The face of the account feature: what pages and other features may use of it.
export { AccountMenu } from './AccountMenu';
export { useAuthGate } from './AuthDialog';
export { AuthForm } from './AuthForm';
export { useFillFromAccount } from './account-fill';
export { ChangePasswordForm } from './ChangePasswordForm';
export { DeleteAccount } from './DeleteAccount';
export { NewPasswordField } from './NewPasswordField';
export { afterSignIn, safeReturnTo } from './return-to';

/** Loaded on demand (its own chunk): the banner asking a signed-in visitor to verify their address. */
export const loadVerifyEmailBanner = () => import('./VerifyEmailBanner');
