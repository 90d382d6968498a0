// The grading of practice answers lives in the library beside the course's sets and codes, so the
// page and `boardpath course grade` judge an answer the same way.
export * from '../../../src/course/verdicts.js';
