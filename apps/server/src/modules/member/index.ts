// Public entry of the member module: what other modules may use.
export { levelOptions, membershipOf, resyncMembersOfRole } from './member.service.js';
