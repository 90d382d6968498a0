// The classic queue breadth-first search for Snakes and Ladders as GeeksforGeeks teaches it
// (getMinDiceThrows: squares 0 … N-1, move[i] the end of a jump from i or -1, a queue of
// {square, throws} entries, stopping when the last square is dequeued), with the plain text reader
// such programs come with: "N M" on the first line, then M lines "from to" (squares counted from
// 1). Prints the fewest throws. For the benchmark's side-by-side figures; not part of boardpath.
#include <cstdio>
#include <queue>

struct queueEntry {
  int v;     // square
  int dist;  // throws from the start
};

int getMinDiceThrows(int move[], int N) {
  bool* visited = new bool[N];
  for (int i = 0; i < N; i++) visited[i] = false;
  std::queue<queueEntry> q;
  visited[0] = true;
  queueEntry s = {0, 0};
  q.push(s);
  queueEntry qe;
  while (!q.empty()) {
    qe = q.front();
    int v = qe.v;
    if (v == N - 1) break;
    q.pop();
    for (int j = v + 1; j <= (v + 6) && j < N; ++j) {
      if (!visited[j]) {
        queueEntry a;
        a.dist = (qe.dist + 1);
        visited[j] = true;
        if (move[j] != -1)
          a.v = move[j];
        else
          a.v = j;
        q.push(a);
      }
    }
  }
  if (qe.v != N - 1) return -1;
  return qe.dist;
}

int main(int argc, char** argv) {
  FILE* in = std::fopen(argv[1], "r");
  if (!in) return 2;
  int N, M;
  if (std::fscanf(in, "%d %d", &N, &M) != 2) return 2;
  int* moves = new int[N];
  for (int i = 0; i < N; i++) moves[i] = -1;
  for (int k = 0; k < M; k++) {
    int from, to;
    if (std::fscanf(in, "%d %d", &from, &to) != 2) return 2;
    moves[from - 1] = to - 1;
  }
  std::printf("%d\n", getMinDiceThrows(moves, N));
  return 0;
}
