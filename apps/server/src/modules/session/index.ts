export * from './session.table.ts';
export { CALLER_EVICT_CHANNEL, CallerCache } from './caller-cache.ts';
export { createEvictionBarrier } from './eviction-barrier.ts';
export { createSession, loadCaller, revokeAccountSessions, revokeSessionByHash, revokeUserSessions } from './session.service.ts';
