import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import org.apache.kafka.common.utils.ByteUtils;

/**
 * What Kafka's own ByteUtils.readVarint / readVarlong make of edge-case encodings: the extremes,
 * non-canonical paddings, last bytes with bits beyond 32 / 64, and encodings that are too long.
 * Writes varint-edges.json: one object per case with the value and the bytes consumed, or the
 * exception Kafka throws. tests/native/test_static_targets.py holds our generated parsers to it.
 *
 * Usage: java VarintEdges OUT_DIR
 */
public final class VarintEdges {
    private static final String[] VARINTS = {
        "00", "01", "02", "7f", "8001", "ff7f", "8000", "808000", "feffffff07", "feffffff0f", "ffffffff0f",
        "ffffffff1f", "feffffff7f", "8080808070", "ffffffffff", "8080808080",
    };
    private static final String[] VARLONGS = {
        "00", "01", "ffffffff0f", "8080808010", "80808080808080808001", "feffffffffffffffff01",
        "ffffffffffffffffff01", "ffffffffffffffffff7f", "feffffffffffffffff03", "80808080808080808000",
        "ffffffffffffffffffff", "80808080808080808080",
    };

    private VarintEdges() {
    }

    public static void main(String[] args) throws IOException {
        List<Object> cases = new ArrayList<>();
        for (String hex : VARINTS) cases.add(read("varint", hex));
        for (String hex : VARLONGS) cases.add(read("varlong", hex));
        Path out = Path.of(args[0], "varint-edges.json");
        Files.writeString(out, Json.pretty(Json.obj("kafka", "ByteUtils.readVarint / readVarlong, kafka-clients 3.9.1",
                                                  "cases", cases)) + "\n", StandardCharsets.UTF_8);
    }

    private static Map<String, Object> read(String kind, String hex) {
        ByteBuffer buf = ByteBuffer.wrap(HexFormat.of().parseHex(hex));
        try {
            long value = kind.equals("varint") ? ByteUtils.readVarint(buf) : ByteUtils.readVarlong(buf);
            return Json.obj("kind", kind, "hex", hex, "value", Long.toString(value), "consumed", buf.position());
        } catch (RuntimeException e) {
            return Json.obj("kind", kind, "hex", hex, "error", e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
