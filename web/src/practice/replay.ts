// The moments of a search that feedback replays to, in the library beside the course's grading.
export * from '../../../src/course/replay.js';
