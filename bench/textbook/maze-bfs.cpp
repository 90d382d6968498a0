// A tight textbook breadth-first search for Rat in a Maze (fewest moves, up/down/left/right), for
// the benchmark's side-by-side figures. Reads rows of 0 (blocked) / 1 (open) digits, separated by
// spaces or not, one row per line; start top-left, goal bottom-right. Prints the fewest moves (or
// -1). Not part of boardpath.
#include <cstdio>
#include <vector>
#include "read-file.h"

int main(int argc, char** argv) {
  std::vector<char> text = readFile(argv[1]);
  long length = (long)text.size() - 1;
  std::vector<unsigned char> open;
  long columns = -1, rows = 0, inRow = 0;
  for (long i = 0; i < length; i++) {
    char c = text[i];
    if (c == '0' || c == '1') {
      open.push_back(c == '1');
      inRow++;
    } else if (c == '\n') {
      if (inRow > 0) {
        if (columns < 0) columns = inRow;
        rows++;
      }
      inRow = 0;
    }
  }
  if (inRow > 0) {
    if (columns < 0) columns = inRow;
    rows++;
  }
  long cells = rows * columns, goal = cells - 1;
  if (!open[0] || !open[goal]) return std::printf("-1\n"), 0;
  std::vector<int> dist(cells, -1), queue(cells);
  long head = 0, tail = 0;
  dist[0] = 0;
  queue[tail++] = 0;
  while (head < tail && dist[goal] < 0) {
    int cell = queue[head++];
    long r = cell / columns, c = cell % columns;
    int next[4] = {r > 0 ? (int)(cell - columns) : -1, r + 1 < rows ? (int)(cell + columns) : -1, c > 0 ? cell - 1 : -1, c + 1 < columns ? cell + 1 : -1};
    for (int to : next) {
      if (to >= 0 && open[to] && dist[to] < 0) {
        dist[to] = dist[cell] + 1;
        queue[tail++] = to;
      }
    }
  }
  std::printf("%d\n", dist[goal]);
  return 0;
}
