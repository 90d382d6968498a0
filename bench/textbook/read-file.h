// The whole of a file, for the textbook searches beside it. Not part of boardpath.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <vector>

// The bytes of `path` followed by a zero byte; exits with status 2 when it cannot be read.
inline std::vector<char> readFile(const char* path) {
  FILE* file = std::fopen(path, "rb");
  if (!file) std::exit(2);
  std::fseek(file, 0, SEEK_END);
  long length = std::ftell(file);
  std::fseek(file, 0, SEEK_SET);
  std::vector<char> text(length + 1);
  if (std::fread(text.data(), 1, length, file) != (size_t)length) std::exit(2);
  text[length] = 0;
  std::fclose(file);
  return text;
}
