// One level of the Snakes and Ladders search by levels (src/puzzles/snakes/solve/levels.ts:
// `expandLevel`, `land`, `landJumps` and `storeLevel`, in that order) in WebAssembly, where the
// bit counts are single instructions and no array access is checked. AssemblyScript: TypeScript's
// syntax with WebAssembly's types; `npm run build` compiles it (scripts/build-wasm.mjs) into the
// module that src/puzzles/snakes/solve/levels-wasm.ts loads. The search keeps its tables in this
// module's memory, and every pointer here is a byte offset into it; nothing here allocates. The
// tests run both searches on the same boards and compare.

// The search's shape and tables, set once by `setUp`: an instance serves one search.
let words: i32 = 0;
let faces: i32 = 0;
/** Bits past the last square must never be set: the last word's mask. */
let lastMask: i32 = 0;
/** A bit per square where a jump starts; rank[w], the jumps starting below word w; each jump's end. */
let starts: usize = 0;
let rank: usize = 0;
let ends: usize = 0;
/** Squares seen, jump squares landed on, the level being built, a bit per non-empty word of it. */
let seen: usize = 0;
let landed: usize = 0;
let next: usize = 0;
let summary: usize = 0;
/** The jumps landed on during a level, and the jumps that brought a square into a level. */
let pending: usize = 0;
let arrivalJump: usize = 0;
/** The stored levels: (word, bits) pairs, `room` of them at most. */
let levelWord: usize = 0;
let levelBits: usize = 0;
let room: i32 = 0;

// What the search has counted so far (read by `explored`, `arrivals`, `overhead`).
let exploredSquares: f64 = 0;
let arrivalCount: i32 = 0;
let overheadCount: f64 = 0;
let storedPairs: i32 = 0;
// The level being built: the jumps pending, and the stretch of the summary it touched.
let pendingCount: i32 = 0;
let touchedLow: i32 = 0;
let touchedHigh: i32 = -1;

/** `level`'s answer when the level built is empty: no game reaches the last square. */
const NO_GAME: i32 = -2;
/** `level`'s answer when the stored levels would outgrow their room. */
const FULL: i32 = -1;

function word(table: usize, i: i32): i32 {
  return load<i32>(table + ((<usize>i) << 2));
}
function setWord(table: usize, i: i32, value: i32): void {
  store<i32>(table + ((<usize>i) << 2), value);
}

/**
 * Sets the search's shape and the offsets of its tables (all Int32, zeroed but for the jump index),
 * and stores the first level, the square `start`, before any other call.
 */
export function setUp(
  boardWords: i32,
  dieFaces: i32,
  mask: i32,
  startsAt: usize,
  rankAt: usize,
  endsAt: usize,
  seenAt: usize,
  landedAt: usize,
  nextAt: usize,
  summaryAt: usize,
  pendingAt: usize,
  arrivalsAt: usize,
  levelWordAt: usize,
  levelBitsAt: usize,
  pairs: i32,
  start: i32,
): void {
  words = boardWords;
  faces = dieFaces;
  lastMask = mask;
  starts = startsAt;
  rank = rankAt;
  ends = endsAt;
  seen = seenAt;
  landed = landedAt;
  next = nextAt;
  summary = summaryAt;
  pending = pendingAt;
  arrivalJump = arrivalsAt;
  levelWord = levelWordAt;
  levelBits = levelBitsAt;
  room = pairs;
  setWord(levelWord, 0, start >>> 5);
  setWord(levelBits, 0, 1 << (start & 31));
  setWord(seen, start >>> 5, word(seen, start >>> 5) | (1 << (start & 31)));
  storedPairs = 1;
  exploredSquares = 0;
  arrivalCount = 0;
  overheadCount = 0;
}

/**
 * One throw from every square of the level stored as pairs begin…end-1: the next level is built
 * and stored after it, as `expandLevel`, `landJumps` and `storeLevel` do. Returns the pairs stored
 * in all, `NO_GAME` when the new level is empty, or `FULL` when its pairs do not fit (the tables
 * are then not to be used). Cost: O(pairs of the level × faces + jumps landed on + the stretch of
 * the summary touched).
 */
export function level(begin: i32, end: i32): i32 {
  touchedLow = <i32>((<u32>word(levelWord, begin)) >> 5);
  touchedHigh = -1;
  pendingCount = 0;
  let count: i32 = 0;
  for (let i = begin; i < end; i++) {
    const w = word(levelWord, i);
    const here = word(levelBits, i);
    count += popcnt(here);
    // The squares a throw reaches, in this word (low) and the next one (high): the word shifted
    // up by 1 … F, by doubling the shifts already made.
    let low = here << 1;
    let high = <i32>((<u32>here) >> 31);
    for (let done = 1; done < faces;) {
      const step = min(done, faces - done);
      high = high | (high << step) | (<i32>((<u32>low) >> (32 - step)));
      low |= low << step;
      done += step;
    }
    if (low != 0) land(w, low & (w == words - 1 ? lastMask : -1));
    if (high != 0 && w + 1 < words) land(w + 1, high & (w + 1 == words - 1 ? lastMask : -1));
  }
  exploredSquares += <f64>count;
  landJumps();
  if (touchedHigh < touchedLow) return NO_GAME;
  return storeLevel();
}

/** The squares of the levels expanded so far. */
export function explored(): f64 {
  return exploredSquares;
}

/** The jumps that brought a square into a level so far (`arrivalJump`'s length). */
export function arrivals(): i32 {
  return arrivalCount;
}

/** The summary words looked at so far (`LevelSearch.overhead`). */
export function overhead(): f64 {
  return overheadCount;
}

// The squares `hit` of word `target` reached by a throw: the plain ones new to the search join the
// next level, the jump squares landed on for the first time wait in `pending`.
function land(target: i32, hit: i32): void {
  const jumpStarts = word(starts, target);
  const plain = hit & ~jumpStarts & ~word(seen, target);
  if (plain != 0) {
    setWord(next, target, word(next, target) | plain);
    const s = target >>> 5;
    setWord(summary, s, word(summary, s) | (1 << (target & 31)));
    setWord(seen, target, word(seen, target) | plain);
    touchedHigh = s;
  }
  let jumps = hit & jumpStarts & ~word(landed, target);
  if (jumps == 0) return;
  setWord(landed, target, word(landed, target) | jumps);
  const below = word(rank, target);
  let count = pendingCount;
  while (jumps != 0) {
    const bit = jumps & -jumps;
    jumps ^= bit;
    setWord(pending, count++, below + popcnt(jumpStarts & (bit - 1)));
  }
  pendingCount = count;
}

// The ends of the jumps landed on join the next level, unless seen before (taken as met: the
// search runs here only on boards whose bit sets stay in the processor's cache).
function landJumps(): void {
  for (let p = 0; p < pendingCount; p++) {
    const jump = word(pending, p);
    const end = word(ends, jump);
    const endWord = end >>> 5;
    const endBit = 1 << (end & 31);
    if ((word(seen, endWord) & endBit) != 0) continue;
    setWord(seen, endWord, word(seen, endWord) | endBit);
    setWord(next, endWord, word(next, endWord) | endBit);
    const s = endWord >>> 5;
    setWord(summary, s, word(summary, s) | (1 << (endWord & 31)));
    if (touchedHigh < touchedLow) touchedLow = touchedHigh = s;
    else if (s < touchedLow) touchedLow = s;
    else if (s > touchedHigh) touchedHigh = s;
    setWord(arrivalJump, arrivalCount++, jump);
  }
}

// The level just built joins the stored pairs, in word order, and the dense bit set is left
// cleared for the next one. Returns the pairs stored in all, or FULL.
function storeLevel(): i32 {
  let stored = storedPairs;
  overheadCount += <f64>(touchedHigh - touchedLow + 1);
  for (let s = touchedLow; s <= touchedHigh; s++) {
    for (let nonEmpty = word(summary, s); nonEmpty != 0; nonEmpty &= nonEmpty - 1) {
      const w = (s << 5) | ctz(nonEmpty);
      if (stored == room) return FULL;
      setWord(levelWord, stored, w);
      setWord(levelBits, stored++, word(next, w));
      setWord(next, w, 0);
    }
    setWord(summary, s, 0);
  }
  storedPairs = stored;
  return stored;
}

// The board file's scan (src/puzzles/snakes/board/scan-json.ts, `scanTable`): the pairs
// `"square": end` of a jump table in their plain shape, from a window of the file's bytes. What
// `scanPairs` scanned: the pairs written, and whether the table's `}` was passed.
let pairsWritten: i32 = 0;
let tableClosed: i32 = 0;

/** The pairs the last `scanPairs` wrote. */
export function scannedPairs(): i32 {
  return pairsWritten;
}

/** 1 when the last `scanPairs` passed the table's closing `}`, else 0. */
export function scannedTableEnd(): i32 {
  return tableClosed;
}

// The byte at `at` of `text`, which ends in a 0 byte: no scan runs past it.
function byte(text: usize, at: i32): u32 {
  return load<u8>(text + <usize>at);
}

// Past the JSON whitespace from `at`.
function pastSpace(text: usize, at: i32): i32 {
  let c = byte(text, at);
  while (c == 32 || c == 10 || c == 13 || c == 9) c = byte(text, ++at);
  return at;
}

/**
 * Reads pairs `"square": end` of a jump table from `text` (bytes ending in a 0 byte) from `at` on,
 * into `from` and `to` (up to `room` of each): squares and ends of 32 bits, ten digits at most,
 * that go the way `direction` says (1 up, -1 down), each pair followed by a comma, or by the
 * table's `}`, after which it stops. As `scanTable` does, it stops before a pair when it is past
 * `pauseAfter`; and when `room` pairs are written, and before the first pair not in that shape,
 * which the TypeScript scan then reads (or refuses, with its words). Returns where it stopped:
 * after the last pair it took; `scannedPairs` and `scannedTableEnd` tell the rest.
 * Cost: O(bytes scanned).
 */
export function scanPairs(
  text: usize,
  at: i32,
  pauseAfter: i32,
  direction: i32,
  from: usize,
  to: usize,
  room: i32,
): i32 {
  let count: i32 = 0;
  let resume = at;
  tableClosed = 0;
  while (count < room && resume <= pauseAfter) {
    let p = pastSpace(text, resume);
    if (byte(text, p) != 34) break;
    let c = byte(text, ++p);
    const squareAt = p;
    let square: i64 = 0;
    while (c - 48 < 10) {
      square = square * 10 + <i64>(c - 48);
      c = byte(text, ++p);
    }
    if (p == squareAt || p - squareAt > 10 || c != 34) break;
    p = pastSpace(text, p + 1);
    if (byte(text, p) != 58) break;
    p = pastSpace(text, p + 1);
    c = byte(text, p);
    const negative = c == 45;
    if (negative) c = byte(text, ++p);
    const endAt = p;
    let end: i64 = 0;
    while (c - 48 < 10) {
      end = end * 10 + <i64>(c - 48);
      c = byte(text, ++p);
    }
    if (p == endAt || p - endAt > 10 || c == 46 || c == 101 || c == 69) break;
    if (negative) end = -end;
    // Past 32 bits, and a ladder going down or a snake up, are the TypeScript scan's to read.
    if (square > 0x7fffffff || end > 0x7fffffff || end < -0x7fffffff) break;
    if ((end - square) * <i64>direction <= 0) break;
    p = pastSpace(text, p);
    c = byte(text, p);
    if (c != 44 && c != 125) break;
    store<i32>(from + ((<usize>count) << 2), <i32>square);
    store<i32>(to + ((<usize>count) << 2), <i32>end);
    count++;
    resume = p + 1;
    if (c == 125) {
      tableClosed = 1;
      break;
    }
  }
  pairsWritten = count;
  return resume;
}
