import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import org.apache.kafka.common.utils.ByteUtils;

/**
 * What Kafka's ByteUtils.readUnsignedVarint (the length prefix of compact strings, bytes and arrays, tagged
 * fields' tags and sizes) makes of edge encodings: each value as Kafka's int, or the exception it throws.
 */
final class UvarintEdges {
    private UvarintEdges() {
    }

    static final String[] ENCODINGS = {
        "00", "01", "7f", "8001", "ff7f", "808001", "ffff7f", "80808001", "ffffff7f", "8080808001",
        "ffffffff07", "ffffffff0f", "ffffffff1f", "ffffffff7f", "8080808010", "8080808070",
        "ffffffff80", "ffffffffff01", "8000", "808080800f", "", "80", "ff", "ffffffff",
    };

    static Map<String, Object> write(Path out) throws IOException {
        List<Object> cases = new ArrayList<>();
        for (String hex : ENCODINGS) {
            ByteBuffer buf = ByteBuffer.wrap(HexFormat.of().parseHex(hex));
            try {
                int value = ByteUtils.readUnsignedVarint(buf);
                cases.add(Json.obj("hex", hex, "value", value, "unsigned", Integer.toUnsignedLong(value),
                        "consumed", buf.position()));
            } catch (RuntimeException e) {
                cases.add(Json.obj("hex", hex, "error", e.getClass().getSimpleName() + ": " + e.getMessage()));
            }
        }
        Files.writeString(out.resolve("uvarint-edges.json"), Json.pretty(Json.obj(
                "kafka", "ByteUtils.readUnsignedVarint, kafka-clients 3.9.1", "cases", cases)));
        return Json.obj("file", "uvarint-edges.json", "cases", cases.size());
    }
}
