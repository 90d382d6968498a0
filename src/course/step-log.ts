/**
 * The steps of a recording as typed arrays: a kind and up to five numbers a step, growing by
 * doubling up to the most steps the recording may keep (a page may ask for millions, and most
 * searches take far fewer), so that they cross from the worker to the page without copying.
 */
export class StepLog {
  private kind = new Uint8Array(64);
  private readonly values: Int32Array[];
  private length = 0;
  /** False once a step came past the most the log keeps. */
  complete = true;

  /** A log of at most `max` steps, each with `columns` numbers (1 to 5). */
  constructor(
    private readonly max: number,
    columns: number,
  ) {
    this.values = Array.from({ length: columns }, () => new Int32Array(64));
  }

  /** Adds a step, or (the log full) marks it incomplete and says false. Cost: O(1), amortised. */
  add(kind: number, a: number, b = -1, c = -1, d = -1, e = -1): boolean {
    if (this.length === this.max) {
      this.complete = false;
      return false;
    }
    if (this.length === this.kind.length) this.grow();
    const at = this.length++;
    const { values } = this;
    this.kind[at] = kind;
    values[0][at] = a;
    if (values.length > 1) values[1][at] = b;
    if (values.length > 2) values[2][at] = c;
    if (values.length > 3) values[3][at] = d;
    if (values.length > 4) values[4][at] = e;
    return true;
  }

  /** The kinds of the steps, one a step. */
  kinds(): Uint8Array {
    return this.kind.slice(0, this.length);
  }

  /** Each column of numbers, one entry a step. */
  columns(): Int32Array[] {
    return this.values.map((column) => column.slice(0, this.length));
  }

  private grow(): void {
    const room = Math.min(2 * this.kind.length, this.max);
    const kind = new Uint8Array(room);
    kind.set(this.kind);
    this.kind = kind;
    this.values.forEach((column, i) => {
      const bigger = new Int32Array(room);
      bigger.set(column);
      this.values[i] = bigger;
    });
  }
}
