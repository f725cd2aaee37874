/**
 * What other features may use of follow-ups: the bell counts those the office has left open
 * (docs/product.md#notifications).
 */
export { countOpenOlderThan } from './follow-ups.repo';
