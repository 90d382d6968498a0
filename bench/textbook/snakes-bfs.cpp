// A tight textbook breadth-first search for Snakes and Ladders (fewest throws, one jump per throw),
// for the benchmark's side-by-side figures. Reads the board format {"squares": N, "ladders": {...},
// "snakes": {...}} and prints the fewest throws (or -1). Not part of boardpath.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include "read-file.h"

int main(int argc, char** argv) {
  std::vector<char> text = readFile(argv[1]);
  const char* squaresKey = std::strstr(text.data(), "\"squares\"");
  if (!squaresKey) return 2;
  long last = std::strtol(squaresKey + 10, nullptr, 10);
  std::vector<int> landing(last + 1);
  for (long s = 0; s <= last; s++) landing[s] = (int)s;
  // Every "key": value pair inside the jump tables.
  for (const char* table : {"\"ladders\"", "\"snakes\"", "\"chutes\""}) {
    const char* at = std::strstr(text.data(), table);
    if (!at) continue;
    at = std::strchr(at, '{') + 1;
    while (*at && *at != '}') {
      while (*at == ' ' || *at == '\n' || *at == ',' || *at == '\r' || *at == '\t') at++;
      if (*at == '}') break;
      char* end;
      long from = std::strtol(at + 1, &end, 10);
      at = std::strchr(end, ':') + 1;
      long to = std::strtol(at, &end, 10);
      at = end;
      landing[from] = (int)to;
    }
  }
  std::vector<int> dist(last + 1, -1), queue(last + 1);
  int head = 0, tail = 0;
  dist[0] = 0;
  queue[tail++] = 0;
  while (head < tail && dist[last] < 0) {
    int square = queue[head++];
    for (int face = 1; face <= 6 && square + face <= last; face++) {
      int to = landing[square + face];
      if (dist[to] < 0) {
        dist[to] = dist[square] + 1;
        queue[tail++] = to;
      }
    }
  }
  std::printf("%d\n", dist[last]);
  return 0;
}
