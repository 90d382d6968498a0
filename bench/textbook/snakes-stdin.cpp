// LeetCode 909 as a program: the board's n×n rows as JSON on standard input, the fewest throws on
// standard output. The judge benchmark runs it once per board (a process that starts in a
// millisecond, so what is measured is the judge's own cost per spawn).
#include <cmath>
#include <cstdio>
#include <queue>
#include <vector>

int main() {
    std::vector<int> cells;
    int c, value = 0, sign = 1;
    bool in = false;
    while ((c = getchar()) != EOF) {
        if (c == '-') sign = -1;
        else if (c >= '0' && c <= '9') { value = value * 10 + (c - '0'); in = true; }
        else {
            if (in) cells.push_back(sign * value);
            value = 0, sign = 1, in = false;
        }
    }
    int n = (int)std::lround(std::sqrt((double)cells.size())), last = n * n;
    std::vector<int> jump(last + 1, -1), throws(last + 1, -1);
    for (int r = 0; r < n; r++)
        for (int col = 0; col < n; col++) {
            int fromBottom = n - 1 - r, along = fromBottom % 2 == 0 ? col : n - 1 - col;
            jump[fromBottom * n + along + 1] = cells[r * n + col];
        }
    std::queue<int> queue;
    throws[1] = 0;
    queue.push(1);
    while (!queue.empty()) {
        int square = queue.front();
        queue.pop();
        for (int face = 1; face <= 6 && square + face <= last; face++) {
            int end = jump[square + face] == -1 ? square + face : jump[square + face];
            if (throws[end] == -1) throws[end] = throws[square] + 1, queue.push(end);
        }
    }
    printf("%d\n", throws[last]);
}
