// An exercise's question, read in the library so that `boardpath course grade` reads the same one.
export * from '../../../src/course/question.js';
