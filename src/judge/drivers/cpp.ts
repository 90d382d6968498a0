// The C++ driver: the solution file (LeetCode's `class Solution` with no #include, or GfG's with its
// own includes and even its own main, renamed out of the way) compiled with the driver below by the
// machine's g++. The driver reads one line of JSON arguments, calls the function with the
// argument types it takes (a grid, a grid and its side, GfG's N and pairs as an array or a
// vector), and writes one line of JSON; what the solution prints goes to standard error.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from './compile.js';
import { ADDRESS_LIMIT, DRIVER_MEMORY, needProgram, type Driver } from './driver.js';

/** The driver's source: `driver.cpp`, beside `solution.cpp` (the user's file) in its own folder. */
const CPP_DRIVER = String.raw`#include <bits/stdc++.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>
using namespace std;
#define main boardpath_solution_main
#include "solution.cpp"
#undef main

namespace boardpath {
struct Json {
  bool list = false;
  long long number = 0;
  vector<Json> items;
};

Json parse(const string &text, size_t &at) {
  Json value;
  while (at < text.size() && isspace((unsigned char)text[at])) at++;
  if (at < text.size() && text[at] == '[') {
    value.list = true;
    at++;
    while (at < text.size()) {
      while (at < text.size() && (isspace((unsigned char)text[at]) || text[at] == ',')) at++;
      if (at < text.size() && text[at] == ']') { at++; break; }
      value.items.push_back(parse(text, at));
    }
  } else {
    size_t used = 0;
    value.number = stoll(text.substr(at, 24), &used);
    at += used;
  }
  return value;
}

vector<int> ints(const Json &list) {
  vector<int> out;
  for (const Json &item : list.items) out.push_back((int)item.number);
  return out;
}

vector<vector<int>> grid(const Json &rows) {
  vector<vector<int>> out;
  for (const Json &row : rows.items) out.push_back(ints(row));
  return out;
}

string quote(const string &text) {
  string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') { out += '\\'; out += (char)c; }
    else if (c < 32) { char code[8]; snprintf(code, sizeof code, "\\u%04x", c); out += code; }
    else out += (char)c;
  }
  return out + "\"";
}

template <class T> string reply(const T &value) {
  if constexpr (is_same_v<T, bool>) return value ? "true" : "false";
  else if constexpr (is_integral_v<T>) return to_string(value);
  else if constexpr (is_floating_point_v<T>) { ostringstream out; out << setprecision(17) << value; return isfinite(value) ? out.str() : quote(out.str()); }
  else if constexpr (is_convertible_v<T, string>) return quote(string(value));
  else {
    string out = "[";
    bool first = true;
    for (const auto &item : value) { if (!first) out += ","; first = false; out += reply(item); }
    return out + "]";
  }
}

using Grid = vector<vector<int>>;
template <class S, class = void> struct TakesGrid : false_type {};
template <class S> struct TakesGrid<S, void_t<decltype(declval<S &>().BOARDPATH_FUNCTION(declval<Grid &>()))>> : true_type {};
template <class S, class = void> struct TakesGridSide : false_type {};
template <class S> struct TakesGridSide<S, void_t<decltype(declval<S &>().BOARDPATH_FUNCTION(declval<Grid &>(), 0))>> : true_type {};
template <class S, class = void> struct TakesArray : false_type {};
template <class S> struct TakesArray<S, void_t<decltype(declval<S &>().BOARDPATH_FUNCTION(0, declval<int *>()))>> : true_type {};
template <class S, class = void> struct TakesVector : false_type {};
template <class S> struct TakesVector<S, void_t<decltype(declval<S &>().BOARDPATH_FUNCTION(0, declval<vector<int> &>()))>> : true_type {};

template <class S> string call(S &solution, const Json &given) {
  if constexpr (TakesGrid<S>::value) { Grid g = grid(given.items[0]); return reply(solution.BOARDPATH_FUNCTION(g)); }
  else if constexpr (TakesGridSide<S>::value) { Grid g = grid(given.items[0]); return reply(solution.BOARDPATH_FUNCTION(g, (int)given.items[1].number)); }
  else if constexpr (TakesArray<S>::value) { vector<int> p = ints(given.items[1]); return reply(solution.BOARDPATH_FUNCTION((int)given.items[0].number, p.data())); }
  else if constexpr (TakesVector<S>::value) { vector<int> p = ints(given.items[1]); return reply(solution.BOARDPATH_FUNCTION((int)given.items[0].number, p)); }
  else static_assert(sizeof(S) == 0, "boardpath: Solution's function takes arguments the judge does not give");
}

void send(int fd, const string &line) {
  for (size_t at = 0; at < line.size();) {
    ssize_t wrote = write(fd, line.data() + at, line.size() - at);
    if (wrote <= 0) exit(0);
    at += (size_t)wrote;
  }
}
}  // namespace boardpath

int main() {
  int replies = dup(1);
  dup2(2, 1);
  FILE *requests = fdopen(dup(0), "r");
  dup2(open("/dev/null", O_RDONLY), 0);
  rlimit memory{BOARDPATH_MEMORY, BOARDPATH_MEMORY};
  setrlimit(RLIMIT_AS, &memory);
  boardpath::send(replies, "{\"ready\":-1}\n");
  char *buffer = nullptr;
  size_t room = 0;
  while (getline(&buffer, &room, requests) > 0) {
    string line = buffer, out;
    try {
      size_t at = 0;
      boardpath::Json given = boardpath::parse(line, at);
      Solution solution;
      out = "{\"ok\":" + boardpath::call(solution, given) + "}\n";
    } catch (const exception &error) {
      out = "{\"error\":" + boardpath::quote(string("an exception: ") + error.what()) + "}\n";
    } catch (...) {
      out = "{\"error\":\"an exception\"}\n";
    }
    fflush(stdout);
    cout.flush();
    boardpath::send(replies, out);
  }
  return 0;
}
`;

/** Compiles a C++ solution file with its driver (g++ -std=gnu++17 -O2) and runs the program made. */
export const cppDriver: Driver = {
  language: 'C++',
  none: 'null',
  async prepare({ path: file, text, call }, workDir, signal) {
    const gxx = needProgram('g++', 'a C++ solution');
    // The #line keeps the compiler's messages in the user's own file and lines.
    writeFileSync(join(workDir, 'solution.cpp'), `#line 1 ${JSON.stringify(file)}\n${text}\n`);
    writeFileSync(join(workDir, 'driver.cpp'), CPP_DRIVER);
    const program = join(workDir, 'driver');
    await compile(
      [
        gxx,
        '-std=gnu++17',
        '-O2',
        '-pipe',
        '-fmax-errors=1',
        `-DBOARDPATH_FUNCTION=${call}`,
        `-DBOARDPATH_MEMORY=${DRIVER_MEMORY}`,
        '-o',
        program,
        join(workDir, 'driver.cpp'),
      ],
      file,
      'C++',
      workDir,
      { memory: ADDRESS_LIMIT },
      signal,
    );
    // Limited before it starts: the solution's static objects are made before main() sets its own.
    return { argv: [program], memory: ADDRESS_LIMIT };
  },
};
