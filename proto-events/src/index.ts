export * from './envelope.js';
export * from './streams.js';
export * from './registry.js';
export * from './identity/user.events.js';
export * from './identity/session.events.js';
export * from './audit/admin-action.events.js';
export * from './media/image.events.js';
