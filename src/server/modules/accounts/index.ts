// The accounts module's face: the only file other modules, app.ts, services.ts and scripts import.
export { createAccountDataService } from './account-data';
export { ensureAdminFromEnv } from './admin-bootstrap';
export { authPlugin, SESSION_COOKIE } from './auth-plugin';
export { accountDataRoutes } from './data-routes';
export { guard, idInPath, managedPlace, requireUser } from './guards';
export { newPasswordProblem } from './password-policy';
export { createAccountRecoveryService } from './recovery';
export { accountRecoveryRoutes } from './recovery-routes';
export { accountRoutes } from './routes';
export { type AccountService, createAccountService } from './service';
export { createSessionStore } from './sessions';
