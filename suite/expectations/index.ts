/** Expectations files: known failures, flaky and skipped checks, so CI gates on regressions only. */
export * from './format.js';
export { ExpectationsError, parseExpectations, unknownIds } from './parse.js';
export { classify, reasonOf } from './classify.js';
export { serialiseExpectations, updatedExpectations } from './update.js';
