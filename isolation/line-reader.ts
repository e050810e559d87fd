/**
 * Splitting a stream of text chunks into lines, in time linear in what was read: each chunk is searched for
 * line ends once, and the pieces of a long line are joined once, when its end arrives. (Appending each chunk to
 * one buffer and searching it again from its start made an 8 MB answer line cost minutes: issue 22.)
 */
export class LineReader {
  private pieces: string[] = [];
  private scannedChars = 0;

  /** The lines completed by `chunk`, without their line ends. */
  push(chunk: string): string[] {
    const lines: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf('\n'); end >= 0; end = chunk.indexOf('\n', start)) {
      this.pieces.push(chunk.slice(start, end));
      lines.push(this.pieces.join(''));
      this.pieces = [];
      start = end + 1;
    }
    if (start < chunk.length) this.pieces.push(chunk.slice(start));
    this.scannedChars += chunk.length;
    return lines;
  }

  /** Characters searched for line ends so far: each character read, once (what the tests check). */
  get scanned(): number {
    return this.scannedChars;
  }
}
