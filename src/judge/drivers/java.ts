// The Java driver: the solution file (LeetCode's `class Solution` without imports, GfG's with its
// own) compiled with BoardpathDriver.java below by the machine's javac, and run by its java. The
// driver finds Solution's method by name, turns the JSON arguments into the parameter types it
// declares (int[][], int[], int, long, lists), calls it on a thread with a deep stack, and writes
// one line of JSON; what the solution prints goes to standard error.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from './compile.js';
import { DRIVER_MEMORY, needProgram, type Driver } from './driver.js';

/** The driver's source: `BoardpathDriver.java`, beside the user's file in its own folder. */
const JAVA_DRIVER = String.raw`import java.io.*;
import java.lang.reflect.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class BoardpathDriver {
  static Object parse(String text, int[] at) {
    while (Character.isWhitespace(text.charAt(at[0]))) at[0]++;
    if (text.charAt(at[0]) == '[') {
      List<Object> items = new ArrayList<>();
      at[0]++;
      while (true) {
        while (Character.isWhitespace(text.charAt(at[0])) || text.charAt(at[0]) == ',') at[0]++;
        if (text.charAt(at[0]) == ']') { at[0]++; return items; }
        items.add(parse(text, at));
      }
    }
    int start = at[0];
    while (at[0] < text.length() && "-0123456789".indexOf(text.charAt(at[0])) >= 0) at[0]++;
    return Long.parseLong(text.substring(start, at[0]));
  }

  @SuppressWarnings("unchecked")
  static Object convert(Object value, Class<?> type) {
    if (type == int.class || type == Integer.class) return ((Long) value).intValue();
    if (type == long.class || type == Long.class) return value;
    if (type.isArray()) {
      List<Object> items = (List<Object>) value;
      Object array = Array.newInstance(type.getComponentType(), items.size());
      for (int i = 0; i < items.size(); i++) Array.set(array, i, convert(items.get(i), type.getComponentType()));
      return array;
    }
    return lists(value);
  }

  @SuppressWarnings("unchecked")
  static Object lists(Object value) {
    if (!(value instanceof List)) return ((Long) value).intValue();
    ArrayList<Object> out = new ArrayList<>();
    for (Object item : (List<Object>) value) out.add(lists(item));
    return out;
  }

  static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 32) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }

  static String reply(Object value) {
    if (value == null) return "null";
    if ((value instanceof Double && !Double.isFinite((Double) value)) || (value instanceof Float && !Float.isFinite((Float) value))) return quote(value.toString());
    if (value instanceof Number || value instanceof Boolean) return value.toString();
    if (value instanceof String || value instanceof Character) return quote(value.toString());
    List<String> items = new ArrayList<>();
    if (value.getClass().isArray()) for (int i = 0; i < Array.getLength(value); i++) items.add(reply(Array.get(value, i)));
    else if (value instanceof Iterable) for (Object item : (Iterable<?>) value) items.add(reply(item));
    else return quote(value.toString());
    return "[" + String.join(",", items) + "]";
  }

  static String said(Throwable error) {
    String line = "";
    for (StackTraceElement at : error.getStackTrace())
      if (!at.getClassName().startsWith("java.") && !at.getClassName().startsWith("jdk.") && !at.getClassName().equals("BoardpathDriver")) { line = " (line " + at.getLineNumber() + ")"; break; }
    String message = error.getMessage() == null ? "" : ": " + error.getMessage().split("\n")[0];
    return error.getClass().getSimpleName() + message + line;
  }

  public static void main(String[] args) throws Exception {
    PrintStream replies = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
    System.setOut(System.err);
    BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    System.setIn(new ByteArrayInputStream(new byte[0]));
    Class<?> owner;
    try {
      owner = Class.forName("Solution");
    } catch (Throwable error) {
      replies.println("{\"load\":\"it defines no class Solution\"}");
      return;
    }
    Method found = null;
    for (Method method : owner.getDeclaredMethods()) if (method.getName().equals(args[0])) found = method;
    if (found == null) {
      replies.println("{\"load\":" + quote("its class Solution has no method " + args[0]) + "}");
      return;
    }
    final Method method = found;
    method.setAccessible(true);
    replies.println("{\"ready\":" + method.getParameterCount() + "}");
    String line;
    while ((line = requests.readLine()) != null) {
      List<?> given = (List<?>) parse(line, new int[] {0});
      Class<?>[] types = method.getParameterTypes();
      Object[] call = new Object[types.length];
      for (int i = 0; i < types.length; i++) call[i] = convert(given.get(i), types[i]);
      String[] out = new String[1];
      Thread thread = new Thread(null, () -> {
        try {
          Object solution = Modifier.isStatic(method.getModifiers()) ? null : owner.getDeclaredConstructor().newInstance();
          out[0] = "{\"ok\":" + reply(method.invoke(solution, call)) + "}";
        } catch (InvocationTargetException error) {
          out[0] = "{\"error\":" + quote(said(error.getCause())) + "}";
        } catch (Throwable error) {
          out[0] = "{\"error\":" + quote(said(error)) + "}";
        }
      }, "solution", 1L << 28);
      thread.start();
      thread.join();
      System.err.flush();
      replies.println(out[0]);
    }
  }
}
`;

/** The Java heap: three quarters of the drivers' memory, the rest for the virtual machine itself. */
const JAVA_HEAP = (DRIVER_MEMORY / 4) * 3;

/**
 * Java's imports that LeetCode puts before every solution, on its first line (so lines keep their
 * numbers). LeetCode's `javafx.util.Pair` is not in a plain JDK: `PAIR` stands in for it.
 */
const IMPORTS =
  'import java.util.*; import java.util.function.*; import java.util.stream.*; ' +
  'import java.util.concurrent.*; import java.util.concurrent.atomic.*; import java.util.regex.*; ' +
  'import java.io.*; import java.math.*; import java.text.*; import java.time.*; ';

/** `javafx.util.Pair` as LeetCode's Java has it in scope: its key and value, equality, hash, `key=value`. */
const PAIR = `public class Pair<K, V> implements java.io.Serializable {
  private final K key;
  private final V value;
  public Pair(K key, V value) { this.key = key; this.value = value; }
  public K getKey() { return key; }
  public V getValue() { return value; }
  @Override public String toString() { return key + "=" + value; }
  @Override public int hashCode() { return java.util.Objects.hashCode(key) * 13 + java.util.Objects.hashCode(value); }
  @Override public boolean equals(Object o) {
    if (this == o) return true;
    if (!(o instanceof Pair)) return false;
    Pair<?, ?> p = (Pair<?, ?>) o;
    return java.util.Objects.equals(key, p.key) && java.util.Objects.equals(value, p.value);
  }
}
`;

/**
 * The solution's text as it is compiled: its package line and imports of `javafx.util` (which a
 * plain JDK lacks) blanked in place, so lines keep their numbers; and whether it needs `PAIR`
 * beside it (it names `Pair` and defines none of its own).
 */
export function javaSource(text: string): { source: string; pair: boolean } {
  const source = text
    .replace(/^\s*package\s+[\w.]+\s*;/m, '')
    .replace(/\bimport\s+javafx\s*\.\s*util\s*\.\s*(?:Pair|\*)\s*;/g, '');
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"/g, '');
  const named = /\bPair\b/.test(code);
  const own = /\b(?:class|interface|record|enum)\s+Pair\b|\bimport\s+[\w.]+\.Pair\s*;/.test(code);
  return { source, pair: named && !own };
}

/** Compiles a Java solution file with its driver (javac) and runs it with java. */
export const javaDriver: Driver = {
  language: 'Java',
  none: 'null',
  async prepare({ path: file, text, call }, workDir, signal) {
    const javac = needProgram('javac', 'a Java solution');
    const java = needProgram('java', 'a Java solution');
    const { source, pair } = javaSource(text);
    // A public class must live in a file of its name.
    const name = /\bpublic\s+(?:final\s+)?class\s+(\w+)/.exec(source)?.[1] ?? 'Solution';
    const copy = join(workDir, `${name}.java`);
    writeFileSync(copy, IMPORTS + source);
    writeFileSync(join(workDir, 'BoardpathDriver.java'), JAVA_DRIVER);
    if (pair) writeFileSync(join(workDir, 'Pair.java'), PAIR);
    await compile(
      [
        javac,
        `-J-Xmx${JAVA_HEAP / 2 ** 20}m`,
        '-encoding',
        'UTF-8',
        '-Xmaxerrs',
        '1',
        '-d',
        workDir,
        copy,
        join(workDir, 'BoardpathDriver.java'),
        ...(pair ? [join(workDir, 'Pair.java')] : []),
      ],
      file,
      'Java',
      workDir,
      // A virtual machine reserves more address space than any limit: its heap is bounded by its
      // flag, the whole process by the judge's watch.
      { watchBytes: DRIVER_MEMORY },
      signal,
    );
    return {
      argv: [
        java,
        `-Xmx${JAVA_HEAP / 2 ** 20}m`,
        '-XX:+UseSerialGC',
        '-cp',
        workDir,
        'BoardpathDriver',
        call,
      ],
    };
  },
};
