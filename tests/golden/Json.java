import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Minimal hand-written JSON serialiser (no JSON library is on the class path).
 * Supports Map (insertion order kept), List, String, Number, Boolean and null.
 */
final class Json {
    private Json() {
    }

    /** Builds an insertion-ordered map from alternating key/value arguments. */
    static Map<String, Object> obj(Object... kv) {
        if (kv.length % 2 != 0) throw new IllegalArgumentException("odd number of arguments");
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }

    /** Standard base64 (RFC 4648, with padding) of the remaining bytes of a buffer; null stays null. */
    static String b64(ByteBuffer buf) {
        if (buf == null) return null;
        ByteBuffer d = buf.duplicate();
        byte[] a = new byte[d.remaining()];
        d.get(a);
        return Base64.getEncoder().encodeToString(a);
    }

    static String b64(byte[] a) {
        return a == null ? null : Base64.getEncoder().encodeToString(a);
    }

    /** Compact form, one line, no insignificant whitespace. */
    static String compact(Object v) {
        StringBuilder sb = new StringBuilder();
        write(sb, v, -1, 0);
        return sb.toString();
    }

    /** Indented form (2 spaces), for human-facing files. */
    static String pretty(Object v) {
        StringBuilder sb = new StringBuilder();
        write(sb, v, 2, 0);
        return sb.append('\n').toString();
    }

    private static void newline(StringBuilder sb, int indent, int depth) {
        if (indent < 0) return;
        sb.append('\n');
        for (int i = 0; i < indent * depth; i++) sb.append(' ');
    }

    private static void write(StringBuilder sb, Object v, int indent, int depth) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof String) {
            quote(sb, (String) v);
        } else if (v instanceof Boolean || v instanceof Long || v instanceof Integer
                || v instanceof Short || v instanceof Byte) {
            sb.append(v.toString());
        } else if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            if (m.isEmpty()) {
                sb.append("{}");
                return;
            }
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) sb.append(',');
                first = false;
                newline(sb, indent, depth + 1);
                quote(sb, (String) e.getKey());
                sb.append(indent < 0 ? ":" : ": ");
                write(sb, e.getValue(), indent, depth + 1);
            }
            newline(sb, indent, depth);
            sb.append('}');
        } else if (v instanceof List) {
            List<?> l = (List<?>) v;
            if (l.isEmpty()) {
                sb.append("[]");
                return;
            }
            // short lists of scalars stay on one line even in pretty mode
            boolean flat = indent < 0 || l.stream().allMatch(x -> !(x instanceof Map) && !(x instanceof List));
            sb.append('[');
            boolean first = true;
            for (Object x : l) {
                if (!first) sb.append(flat && indent >= 0 ? ", " : ",");
                first = false;
                if (!flat) newline(sb, indent, depth + 1);
                write(sb, x, flat ? -1 : indent, depth + 1);
            }
            if (!flat) newline(sb, indent, depth);
            sb.append(']');
        } else {
            throw new IllegalArgumentException("unsupported JSON value type " + v.getClass());
        }
    }

    private static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                case '\b': sb.append("\\b"); break;
                case '\f': sb.append("\\f"); break;
                default:
                    // Control characters, DEL and unpaired surrogates are \\u-escaped; everything else is
                    // emitted as-is (files are written as UTF-8).
                    boolean loneSurrogate = Character.isSurrogate(c) && !(
                            (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1)))
                            || (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1))));
                    if (c < 0x20 || c == 0x7f || loneSurrogate) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        sb.append('"');
    }
}
