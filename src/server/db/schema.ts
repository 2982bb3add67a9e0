/** The one Drizzle schema (drizzle-kit and the better-auth adapter read this object). */
export * from './schema/auth';
export * from './schema/office';
export * from './schema/credits';
export * from './schema/activity';
export * from './schema/platform';
export * from './schema/clients';
export * from './schema/checks';
export * from './schema/account-area';
export * from './schema/analista-pro';
export * from './schema/ncm-office-catalogue';
export * from './schema/rate-limit';
export * from './schema/worker-health';
export * from './schema/finding-resolutions';
