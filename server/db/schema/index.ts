/*
 * The database schema, one file per area; drizzle-kit reads it from here (drizzle.config.ts) and every query
 * imports its tables from here.
 */

export * from './activity';
export * from './agents';
export * from './arcade';
export * from './catalogue';
export * from './chat';
export * from './gameProviders';
export * from './jobs';
export * from './kyc';
export * from './liveTable';
export * from './ops';
export * from './play';
export * from './playerSupport';
export * from './players';
export * from './profile';
export * from './reset';
export * from './responsibleGaming';
export * from './seasonal';
export * from './wallet';
