// The path count's frontier sweep (src/puzzles/maze/paths/sorted-sweep.ts) in WebAssembly: one
// cell of the sweep at a time, over frontier states kept sorted, so that the successors of each
// state are merged with their equals as they are made, without a hash table.
//
// A state is a key of 2-bit plugs (NONE, OPEN, CLOSE, SINGLE: see frontier-part.ts) and a count
// of `limbs` 64-bit words, least significant first, side by side in an entry of 8 × (1 + limbs)
// bytes. Plug j of the natural key sits at bits 2j. Before the cell of column m is decided, the
// keys are kept rotated right by 2m bits within their 2 × plugs bits (`rotation`), and sorted: the
// cell's left plug (m) and up plug (m + 1) are then the lowest bits and the plug m + 2 above them,
// and the states that differ in those three plugs alone lie next to each other (a group). Deciding
// the cell changes plugs m and m + 1 only, so a group's successors are merged in a table of 64
// counts and written in order, rotated right by 2 more bits: the new plug m goes on top, and the
// successors fall into four sorted runs by it, which `frontierScatter` puts one after the other.
// The successors that join two pieces also change the plug at a piece's far end (a tenth of
// them); they are written apart, sorted by `frontierSortPartners` and merged with the rest as the
// next cell reads both.
//
// Every pointer is a byte offset into the module's memory, which the caller lays out; nothing here
// allocates. The states' shape and the passes over whole regions of them are frontier-states.ts's.

import { addCount, copyCount, entry, field, limbs, setShape } from './frontier-states';

const NONE: i32 = 0;
const OPEN: i32 = 1;
const CLOSE: i32 = 2;
const SINGLE: i32 = 3;

// The sweep's shape, set by `frontierSetUp`.
let plugs: i32 = 0;
let fieldMask: u64 = 0;
/** The 64 counts of a group's successors, and the paths finished (64 limbs of room each). */
let table: usize = 0;
let total: usize = 0;

// The cell being decided, set by `frontierBegin`.
let column: i32 = 0;
let terminal: bool = false;
let down: bool = false;
let right: bool = false;
let rotation: i32 = 0;
// The input: sorted states `main` and sorted partner states `extra`, read together in key order.
let main: usize = 0;
let mainCount: i32 = 0;
let mainAt: i32 = 0;
let extra: usize = 0;
let extraCount: i32 = 0;
let extraAt: i32 = 0;
// The output: the groups' successors, and the partner successors.
let out: usize = 0;
let outCount: i32 = 0;
let partners: usize = 0;
let partnerCount: i32 = 0;
// The group being read: its plugs above m + 2, and which of the table's 64 counts hold one.
let group: u64 = 0;
let held: u64 = 0;
let grouped: bool = false;
// The successors written so far with each new plug m (NONE, OPEN, CLOSE, SINGLE): the four runs.
let run0: i32 = 0;
let run1: i32 = 0;
let run2: i32 = 0;
let run3: i32 = 0;

/**
 * Sets the sweep's frontier of `plugCount` plugs (2 to 32), counts of `limbCount` limbs, the table
 * of 64 counts at `tableAt`, the total at `totalAt` (both of 64 × 64 limbs' room, the total zeroed)
 * and the sort's counters at `bucketsAt` (1 KiB).
 */
export function frontierSetUp(
  plugCount: i32,
  limbCount: i32,
  tableAt: usize,
  totalAt: usize,
  bucketsAt: usize,
): void {
  plugs = plugCount;
  setShape(2 * plugCount, limbCount, bucketsAt);
  const width = <u64>field;
  fieldMask = field === 64 ? u64.MAX_VALUE : ((<u64>1) << width) - 1;
  table = tableAt;
  total = totalAt;
}

/** `key` rotated right by `bits` within the field (0 ≤ bits < field). */
function rotateRight(key: u64, bits: i32): u64 {
  if (bits === 0) return key;
  const down = <u64>bits;
  const up = <u64>(field - bits);
  return ((key >> down) | (key << up)) & fieldMask;
}

function plugAt(key: u64, position: i32): i32 {
  const shift = <u64>(position << 1);
  return (<i32>(key >> shift)) & 3;
}

/** The natural position of the plug paired with the OPEN or CLOSE plug at `position` of `key`. */
function partnerOf(key: u64, position: i32): i32 {
  const plug = plugAt(key, position);
  const step = plug === OPEN ? 1 : -1;
  let depth = 0;
  for (let p = position; p >= 0 && p < plugs; p += step) {
    const here = plugAt(key, p);
    if (here === plug) depth++;
    else if (here === OPEN + CLOSE - plug) {
      depth--;
      if (depth === 0) return p;
    }
  }
  unreachable();
  return -1;
}

/**
 * Starts deciding the cell of column `cellColumn` (`flags`: 1 the start or the goal, 2 an open cell
 * below, 4 an open cell to the right) over the sorted states at `mainStart` and the sorted partner
 * states at `extraStart`, their keys rotated right by `rotationBits` to bring plug `cellColumn` to
 * the bottom; the successors go to `outStart` (room for two per state read) and `partnersStart`
 * (one per state).
 */
export function frontierBegin(
  cellColumn: i32,
  flags: i32,
  rotationBits: i32,
  mainStart: usize,
  mainStates: i32,
  extraStart: usize,
  extraStates: i32,
  outStart: usize,
  partnersStart: usize,
): void {
  column = cellColumn;
  terminal = (flags & 1) !== 0;
  down = (flags & 2) !== 0;
  right = (flags & 4) !== 0;
  rotation = rotationBits;
  main = mainStart;
  mainCount = mainStates;
  mainAt = 0;
  extra = extraStart;
  extraCount = extraStates;
  extraAt = 0;
  out = outStart;
  outCount = 0;
  partners = partnersStart;
  partnerCount = 0;
  held = 0;
  grouped = false;
  run0 = 0;
  run1 = 0;
  run2 = 0;
  run3 = 0;
}

/** Writes the group's successors in key order and empties the table. */
function flushGroup(): void {
  const top = <u64>(field - 2);
  while (held !== 0) {
    const slot = <i32>ctz(held);
    held &= held - 1;
    const downPlug = <u64>(slot >> 4);
    const rest = <u64>(slot & 15);
    if (downPlug === 0) run0++;
    else if (downPlug === 1) run1++;
    else if (downPlug === 2) run2++;
    else run3++;
    const key = (downPlug << top) | (group << 4) | rest;
    const to = out + <usize>outCount * entry;
    store<u64>(to, key);
    copyCount(to + 8, table + <usize>slot * ((<usize>limbs) << 3));
    outCount++;
  }
}

/** Adds the count at `from` to the group's successor with the down plug `downPlug` and the right plug `rightPlug`. */
function put(downPlug: i32, rightPlug: i32, beyond: i32, from: usize): void {
  const slot = (downPlug << 4) | (beyond << 2) | rightPlug;
  const place = <u64>slot;
  const bit = (<u64>1) << place;
  const to = table + <usize>slot * ((<usize>limbs) << 3);
  if ((held & bit) !== 0) addCount(to, from);
  else copyCount(to, from);
  held |= bit;
}

/**
 * Writes the successor that joins two pieces: the plug paired with the one at natural position
 * `position` becomes `plug`, the cell's two plugs NONE (`key`, rotated as read).
 */
function putPartner(key: u64, position: i32, plug: i32, from: usize): void {
  const natural = column === 0 ? key : rotateRight(key, field - 2 * column);
  const far = partnerOf(natural, position);
  const here = <u64>(2 * column);
  const there = <u64>(2 * far);
  const cleared = natural & ~((<u64>15) << here);
  const joined = (cleared & ~((<u64>3) << there)) | ((<u64>plug) << there);
  const to = partners + <usize>partnerCount * entry;
  store<u64>(to, rotateRight(joined, (2 * (column + 1)) % field));
  copyCount(to + 8, from);
  partnerCount++;
}

/** Decides the cell for one state (its key rotated to this cell, its count at `from`). */
function decide(key: u64, from: usize): void {
  const upper = key >> 6;
  if (!grouped || upper !== group) {
    flushGroup();
    group = upper;
    grouped = true;
  }
  const left = (<i32>key) & 3;
  const up = (<i32>(key >> 2)) & 3;
  const beyond = (<i32>(key >> 4)) & 3;
  const alone = (key & ~(<u64>15)) === 0;
  if (left === NONE && up === NONE) {
    if (terminal) {
      // A path starts (or ends) here: one edge leaves, its far end SINGLE.
      if (down) put(SINGLE, NONE, beyond, from);
      if (right) put(NONE, SINGLE, beyond, from);
    } else {
      put(NONE, NONE, beyond, from);
      if (down && right) put(OPEN, CLOSE, beyond, from);
    }
  } else if (left === NONE || up === NONE) {
    const plug = left | up;
    const position = left === NONE ? column + 1 : column;
    if (terminal) {
      if (plug === SINGLE) {
        // The piece from the other end arrives: a whole path, if nothing else is open.
        if (alone) addCount(total, from);
      } else putPartner(key, position, SINGLE, from);
    } else {
      if (down) put(plug, NONE, beyond, from);
      if (right) put(NONE, plug, beyond, from);
    }
  } else if (!terminal) {
    // Two pieces meet here and are joined.
    if (left === SINGLE && up === SINGLE) {
      if (alone) addCount(total, from);
    } else if (left === SINGLE) putPartner(key, column + 1, SINGLE, from);
    else if (up === SINGLE) putPartner(key, column, SINGLE, from);
    else if (left === OPEN && up === OPEN) putPartner(key, column + 1, OPEN, from);
    else if (left === CLOSE && up === CLOSE) putPartner(key, column, CLOSE, from);
    else if (left === CLOSE && up === OPEN) put(NONE, NONE, beyond, from);
    // OPEN then CLOSE are the two ends of one piece: joining them would close a cycle.
  }
}

/**
 * Decides the cell for up to `budget` more states, in key order; returns how many are left (0:
 * all done, and the last group written).
 */
export function frontierRun(budget: i32): i32 {
  for (let done = 0; done < budget; done++) {
    let at: usize;
    if (extraAt >= extraCount) {
      if (mainAt >= mainCount) break;
      at = main + <usize>mainAt * entry;
      mainAt++;
    } else if (mainAt >= mainCount) {
      at = extra + <usize>extraAt * entry;
      extraAt++;
    } else {
      const fromMain = main + <usize>mainAt * entry;
      const fromExtra = extra + <usize>extraAt * entry;
      if (load<u64>(fromMain) <= load<u64>(fromExtra)) {
        at = fromMain;
        mainAt++;
      } else {
        at = fromExtra;
        extraAt++;
      }
    }
    decide(rotateRight(load<u64>(at), rotation), at + 8);
  }
  const left = mainCount - mainAt + extraCount - extraAt;
  if (left === 0) flushGroup();
  return left;
}

/** The successors written by the cell decided last, in `outStart`. */
export function frontierOutCount(): i32 {
  return outCount;
}

/** How many of the successors written by the cell decided last have the new plug m `plug`. */
export function frontierRunCount(plug: i32): i32 {
  return plug === 0 ? run0 : plug === 1 ? run1 : plug === 2 ? run2 : run3;
}

/** The partner successors written by the cell decided last, in `partnersStart`. */
export function frontierPartnerCount(): i32 {
  return partnerCount;
}
