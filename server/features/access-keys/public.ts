/** What other features may use of access keys: removal revokes the unused keys a person made. */
export { revokeKeysGeneratedBy } from './access-keys.service';
