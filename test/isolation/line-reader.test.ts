/**
 * The stdio client's line reader is linear in what it reads (issue 22): a 48 MB answer line arriving in
 * 64 KB chunks is searched for its end once per character, not once per chunk from its start, and comes out
 * whole. large-answer.e2e.test.ts sends such a line through a real engine process.
 */
import { describe, expect, it } from 'vitest';
import { LineReader } from '../../isolation/line-reader.js';

describe('LineReader', () => {
  it('splits chunks into lines, a line across chunks joined, a partial line kept for the next chunk', () => {
    const reader = new LineReader();
    expect(reader.push('{"id":1}\n{"id"')).toEqual(['{"id":1}']);
    expect(reader.push(':2')).toEqual([]);
    expect(reader.push('}\n\n{"id":3}\n{')).toEqual(['{"id":2}', '', '{"id":3}']);
    expect(reader.push('}\n')).toEqual(['{}']);
  });

  it('reads a 48 MB line in 64 KB chunks looking at each character once', () => {
    const reader = new LineReader();
    const size = 48 * 2 ** 20;
    const chunk = 'x'.repeat(64 * 2 ** 10);
    const lines: string[] = [];
    for (let sent = 0; sent < size; sent += chunk.length) lines.push(...reader.push(chunk));
    lines.push(...reader.push('\n'));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.length).toBe(size);
    expect(reader.scanned).toBe(size + 1);
  });
});
