// The textbook breadth-first search for the two-token puzzle as most courses write it, for the
// benchmark's side-by-side figures: states red × cells + blue in one int queue, and an int distance
// per state (-1 unseen), read back at the goal. tokens-bfs.cpp is the same search keeping a byte per
// state instead, and takes about half the memory and time. Reads whitespace-separated rows and
// prints the fewest moves (or -1). Not part of boardpath.
#include <cstdio>
#include <cstdint>
#include <vector>

int main(int argc, char** argv) {
  FILE* file = std::fopen(argv[1], "rb");
  if (!file) return 2;
  std::vector<int> labels;
  int value;
  while (std::fscanf(file, "%d", &value) == 1) labels.push_back(value);
  int n = 0;
  while ((n + 1) * (n + 1) <= (int)labels.size()) n++;
  const int cells = n * n;
  const int64_t states = (int64_t)cells * cells;
  std::vector<int32_t> dist(states, -1);
  std::vector<int32_t> queue(states);
  int64_t head = 0, tail = 0;
  const int start = 0 * cells + (cells - 1), goal = (cells - 1) * cells + 0;
  dist[start] = 0;
  queue[tail++] = start;
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  while (head < tail) {
    int32_t state = queue[head++];
    if (state == goal) break;
    int red = state / cells, blue = state % cells;
    for (int who = 0; who < 2; who++) {
      int mover = who == 0 ? red : blue, other = who == 0 ? blue : red;
      int d = labels[other];
      int r = mover / n, c = mover % n;
      for (int k = 0; k < 4; k++) {
        int nr = r + dr[k] * d, nc = c + dc[k] * d;
        if (nr < 0 || nr >= n || nc < 0 || nc >= n) continue;
        int moved = nr * n + nc;
        if (moved == other) continue;
        int32_t next = who == 0 ? moved * cells + blue : red * cells + moved;
        if (dist[next] < 0) { dist[next] = dist[state] + 1; queue[tail++] = next; }
      }
    }
  }
  std::printf("%d\n", dist[goal]);
  return 0;
}
