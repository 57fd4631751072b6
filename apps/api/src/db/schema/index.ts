// Drizzle needs every table in one object (relational queries, drizzle-kit); add new files here.

export * from './affiliates';
export * from './audit';
export * from './auth';
export * from './billing';
export * from './bookings';
export * from './busy-calendars';
export * from './campaigns';
export * from './catalogue';
export * from './feedback';
export * from './files';
export * from './jobs';
export * from './mail';
export * from './memberships';
export * from './messaging';
export * from './moderation';
export * from './payments';
export * from './professionals';
export * from './rate-limits';
export * from './search';
export * from './social';
export * from './social-activity';
export * from './staff-security';
export * from './users';
