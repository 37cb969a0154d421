import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.record.CompressionType;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.MemoryRecordsBuilder;
import org.apache.kafka.common.record.Record;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.TimestampType;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Records of a megabyte: OUT/large-values-0/00000000000000000000.log (with its .index and
 * .timeindex) holds 12 zstd batches of 200 records, each value 1 MiB (2,400 values, 2.34 GiB in
 * all, past the 2 GiB one Arrow binary column can hold); OUT/EXPECTED.json is what Kafka's own
 * reader (FileRecords, Record.value()) finds in the file: the record count, the sum of the value
 * sizes, and for a few offsets the key, the value's size and its sha256.
 *
 * Each value repeats a 15-byte pattern naming its offset, so zstd makes the file small (280 KB);
 * every fourth record has a header. Usage: LargeValues OUT
 */
public final class LargeValues {
    static final long T0 = 1_700_000_000_000L;
    static final int BATCHES = 12;
    static final int PER_BATCH = 200;
    static final int VALUE_SIZE = 1 << 20;
    static final long[] SAMPLED = {0, 1, 199, 200, 1337, 2398, 2399};

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args[0]);
        Files.createDirectories(out);
        Path dir = out.resolve("large-values-0");
        long offset = 0;
        try (SegmentWriter writer = new SegmentWriter(dir, 0)) {
            for (int b = 0; b < BATCHES; b++) {
                MemoryRecordsBuilder builder = MemoryRecords.builder(ByteBuffer.allocate(1 << 16),
                        RecordBatch.CURRENT_MAGIC_VALUE, Compression.of(CompressionType.ZSTD).build(),
                        TimestampType.CREATE_TIME, offset);
                for (int r = 0; r < PER_BATCH; r++, offset++) {
                    Header[] headers = offset % 4 == 0
                            ? new Header[] {new RecordHeader("part", ("of-" + offset).getBytes(StandardCharsets.UTF_8))}
                            : Record.EMPTY_HEADERS;
                    builder.appendWithOffset(offset, T0 + offset, key(offset), value(offset), headers);
                }
                writer.append(builder.build());
            }
        }
        Files.writeString(out.resolve("EXPECTED.json"), Json.pretty(expected(dir.resolve(SegmentWriter.name(0) + ".log"))) + "\n");
    }

    static byte[] key(long offset) {
        return String.format("key-%08d", offset).getBytes(StandardCharsets.UTF_8);
    }

    static byte[] value(long offset) {
        byte[] pattern = String.format("value-%08d|", offset).getBytes(StandardCharsets.UTF_8);
        byte[] v = new byte[VALUE_SIZE];
        for (int i = 0; i < v.length; i++) v[i] = pattern[i % pattern.length];
        return v;
    }

    /** Kafka's reader over the written file. */
    static Map<String, Object> expected(Path log) throws Exception {
        long records = 0, valueBytes = 0;
        int batches = 0;
        List<Object> sampled = new ArrayList<>();
        Map<Long, Boolean> wanted = new TreeMap<>();
        for (long o : SAMPLED) wanted.put(o, true);
        try (FileRecords file = FileRecords.open(log.toFile())) {
            for (RecordBatch batch : file.batches()) {
                batches++;
                batch.ensureValid();
                for (Record record : batch) {
                    records++;
                    valueBytes += record.valueSize();
                    if (wanted.containsKey(record.offset())) {
                        byte[] v = new byte[record.valueSize()];
                        record.value().duplicate().get(v);
                        byte[] k = new byte[record.keySize()];
                        record.key().duplicate().get(k);
                        sampled.add(Json.obj("offset", record.offset(), "key", new String(k, StandardCharsets.UTF_8),
                                "value_size", v.length,
                                "value_sha256", HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(v)),
                                "headers", record.headers().length));
                    }
                }
            }
        }
        return Json.obj("generator", "tests/golden/LargeValues.java (run by tests/golden/regenerate.sh)",
                "kafka_clients_version", "3.9.1", "file", "large-values-0/" + log.getFileName(),
                "file_bytes", Files.size(log), "batches", batches, "records", records, "value_bytes", valueBytes,
                "sampled", sampled);
    }
}
