/**
 * What other features may use of follow-ups: the client report lists its check's follow-ups,
 * and Settings holds the owner's "Orange items create follow-ups too".
 */
export { CheckFollowUps } from './check-follow-ups';
export { OrangeFollowUpsCard } from './orange-follow-ups-card';
