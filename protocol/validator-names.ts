/**
 * What protocol/validate.ts and the generator of its standalone validators (protocol/scripts/validators.ts)
 * must agree on: the result types validated, the definitions whose parts are remembered, the schema ids.
 */

/** The schema definitions an answer is validated against (the `result` of each method that has one). */
export const RESULT_TYPES = ['Handshake', 'StartResult', 'ActionResult', 'GameView', 'EngineReproduction'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/**
 * Parts of views already found valid, by definition. A view decoded from a delta (protocol/view-delta.ts) shares
 * its unchanged parts with the view before it (an object that did not change, the printed card of one that did),
 * so checking it again is checking only what changed; nothing in the suite changes a view it was given.
 */
export const REUSED = ['ObjectView', 'PrintedObject', 'ViewCharacteristics'] as const;

/** The ids of the schema documents of the quick check and of the full one. */
export const QUICK_ID = 'obverse-protocol-1-quick';
export const FULL_ID = 'obverse-protocol-1';

/** The quick check's keywords: whether a part was seen valid, and recording one found valid. */
export const SEEN = 'obverseSeen';
export const REMEMBER = 'obverseRemember';
