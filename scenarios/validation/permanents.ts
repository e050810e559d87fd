/**
 * Validation of one permanent in a player's setup battlefield: exactly one of a
 * card, a token or a melded pair, plus its status (face, face-down way, tapped,
 * counters) and the labels other setup entries use to point at it.
 */
import { isObject, show, type Checker } from './checker.js';
import { validateTokenDefinition } from './cards.js';

const PERMANENT_SETUP_KEYS = [
  'card',
  'token',
  'melded',
  'label',
  'attachedTo',
  'copyOf',
  'controller',
  'faceDown',
  'face',
  'tapped',
  'counters',
];
const FACE_DOWN_WAYS = ['morph', 'megamorph', 'disguise', 'manifest', 'cloak', 'manifest-dread', 'effect'];

/** Check one setup permanent; `place` records the card keys it puts on the battlefield. */
export function validatePermanent(
  c: Checker,
  perm: unknown,
  at: string,
  place: (key: unknown, at: string) => void,
): void {
  if (!c.object(perm, at, PERMANENT_SETUP_KEYS, 'a permanent setup')) return;
  if ([perm.card, perm.token, perm.melded].filter((x) => x !== undefined).length !== 1) {
    c.add(
      at,
      'a permanent needs exactly one of "card", "token" and "melded"',
      'give "card": "<key>", "token": { ...definition } or "melded": ["<key>", "<key>"]',
    );
  }
  if (perm.card !== undefined) place(perm.card, `${at}.card`);
  if (perm.melded !== undefined) {
    if (!Array.isArray(perm.melded) || perm.melded.length !== 2)
      c.add(`${at}.melded`, 'melded must list the two card keys of a meld pair', 'write ["<key>", "<key>"]');
    else
      perm.melded.forEach((key: unknown, k: number) => {
        place(key, `${at}.melded[${k}]`);
      });
  }
  for (const key of ['label', 'attachedTo', 'copyOf'] as const) {
    if (perm[key] !== undefined) c.string(perm[key], `${at}.${key}`, key);
  }
  if (perm.token !== undefined) validateTokenDefinition(c, perm.token, `${at}.token`);
  if (perm.faceDown !== undefined && !FACE_DOWN_WAYS.includes(String(perm.faceDown))) {
    c.add(`${at}.faceDown`, `unknown face-down way ${show(perm.faceDown)}`, `use one of: ${FACE_DOWN_WAYS.join(', ')}`);
  }
  if (perm.face !== undefined && perm.face !== 'front' && perm.face !== 'back') {
    c.add(`${at}.face`, `face must be "front" or "back", found ${show(perm.face)}`, 'write "front" or "back"');
  }
  if (perm.tapped !== undefined && typeof perm.tapped !== 'boolean')
    c.add(`${at}.tapped`, 'tapped must be a boolean', 'write true or false');
  if (perm.counters !== undefined) {
    if (!isObject(perm.counters)) c.add(`${at}.counters`, 'counters must be an object', 'write { "+1/+1": 2 }');
    else for (const [k, n] of Object.entries(perm.counters)) c.integer(n, `${at}.counters.${k}`, `counter "${k}"`, 0);
  }
}
