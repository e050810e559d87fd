/** Every shared subject (subjects.ts, subjects-faces.ts), which property files read as `subjects.NAME`. */
export * from './subjects.js';
export * from './subjects-faces.js';
