import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.record.CompressionType;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.MemoryRecordsBuilder;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.TimestampType;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the registry fixtures' partitions with Kafka's own builder (MemoryRecords.builder) and
 * FileRecords (SegmentWriter): one batch per group of lines of records.tsv that share a partition
 * directory and batch number.
 *
 * records.tsv (written by make_records.py from the registry clients' serializers), one record a line:
 * directory, batch number, codec (none/gzip), timestamp ms, key hex or "-" for null, value hex or "-",
 * then headers as name=hex ("name=-" for a null value), tab-separated.
 *
 * Usage: RegistrySegments RECORDS_TSV OUT_DIR
 */
public final class RegistrySegments {
    private record Line(String dir, int batch, String codec, long ts, byte[] key, byte[] value, Header[] headers) {}

    public static void main(String[] args) throws IOException {
        Path out = Paths.get(args[1]);
        Map<String, List<List<Line>>> byDir = new LinkedHashMap<>();
        for (String text : Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8)) {
            if (text.isEmpty()) continue;
            Line line = parse(text);
            List<List<Line>> batches = byDir.computeIfAbsent(line.dir, d -> new ArrayList<>());
            if (batches.isEmpty() || batches.get(batches.size() - 1).get(0).batch != line.batch)
                batches.add(new ArrayList<>());
            batches.get(batches.size() - 1).add(line);
        }
        for (Map.Entry<String, List<List<Line>>> entry : byDir.entrySet()) {
            try (SegmentWriter writer = new SegmentWriter(out.resolve(entry.getKey()), 0)) {
                long next = 0;
                for (List<Line> batch : entry.getValue()) {
                    CompressionType type = CompressionType.forName(batch.get(0).codec);
                    MemoryRecordsBuilder b = MemoryRecords.builder(ByteBuffer.allocate(1024), RecordBatch.CURRENT_MAGIC_VALUE,
                            Compression.of(type).build(), TimestampType.CREATE_TIME, next);
                    for (Line r : batch) b.appendWithOffset(next++, r.ts, r.key, r.value, r.headers);
                    writer.append(b.build());
                }
            }
        }
    }

    private static Line parse(String text) {
        String[] f = text.split("\t", -1);
        Header[] headers = new Header[f.length - 6];
        for (int i = 6; i < f.length; i++) {
            int eq = f[i].indexOf('=');
            headers[i - 6] = new RecordHeader(f[i].substring(0, eq), bytes(f[i].substring(eq + 1)));
        }
        return new Line(f[0], Integer.parseInt(f[1]), f[2], Long.parseLong(f[3]), bytes(f[4]), bytes(f[5]), headers);
    }

    private static byte[] bytes(String hex) {
        return hex.equals("-") ? null : HexFormat.of().parseHex(hex);
    }
}
