/** What other features may use of training: the history state that opens a module on the Training page. */
export { readingState } from './training-api';
