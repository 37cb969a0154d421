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

import java.io.File;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import java.util.Random;

/**
 * Writes the benchmark corpus with Apache Kafka's own record classes (kafka-clients 3.9.1):
 * MemoryRecords.builder builds each batch (or legacy wrapper message), FileRecords.append writes it,
 * exactly as a broker's log append does.
 *
 * Usage: CorpusWriter OUT_DIR SEED SPEC...
 *   SPEC = name:magic:codec:recordsPerBatch:targetBytes:headersPerRecord[:keyBytes:valueBytes]
 *   e.g.  v2-lz4-1000:2:lz4:1000:20000000:0   or   tiny:2:none:1000:4000000:0:-1:10
 *   (keyBytes -1: null keys; without the two: 12-byte keys and 100-byte values)
 * Each SPEC becomes OUT_DIR/name/00000000000000000000.log, filled with whole batches until the file
 * reaches targetBytes. Prints one JSON object per file on stdout (records, batches, bytes).
 *
 * Records: key "key-NNNNNNNN" (12 bytes, 10,000 distinct keys; padded with '-' or cut to keyBytes), a
 * 100-byte JSON-like value whose tail is random lowercase letters (so codecs have something, but not
 * everything, to squeeze; valueBytes of 50 or more pads it to that size, fewer are random letters),
 * CreateTime timestamps one millisecond apart, optional small headers.
 */
public final class CorpusWriter {
    static final long T0 = 1_700_000_000_000L;
    static final int VALUE_SIZE = 100;

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: CorpusWriter OUT_DIR SEED name:magic:codec:recordsPerBatch:targetBytes:headers ...");
            System.exit(2);
        }
        Path out = Paths.get(args[0]);
        long seed = Long.parseLong(args[1]);
        for (int i = 2; i < args.length; i++) {
            String[] p = args[i].split(":");
            if (p.length != 6 && p.length != 8) throw new IllegalArgumentException("bad spec " + args[i]);
            int keyBytes = p.length == 8 ? Integer.parseInt(p[6]) : 12;
            int valueBytes = p.length == 8 ? Integer.parseInt(p[7]) : VALUE_SIZE;
            write(out.resolve(p[0]), p[0], Byte.parseByte(p[1]), CompressionType.forName(p[2]),
                    Integer.parseInt(p[3]), Long.parseLong(p[4]), Integer.parseInt(p[5]), keyBytes, valueBytes,
                    seed + i);
        }
    }

    static void write(Path dir, String name, byte magic, CompressionType codec, int perBatch, long target,
                      int headers, int keyBytes, int valueBytes, long seed) throws Exception {
        Files.createDirectories(dir);
        File file = dir.resolve("00000000000000000000.log").toFile();
        Files.deleteIfExists(file.toPath());
        Random rnd = new Random(seed);
        long offset = 0;
        long batches = 0;
        long start = System.nanoTime();
        try (FileRecords log = FileRecords.open(file)) {
            while (log.sizeInBytes() < target) {
                ByteBuffer buf = ByteBuffer.allocate(perBatch * (valueBytes + Math.max(keyBytes, 0) + 64 * (headers + 1)) + 1024);
                MemoryRecordsBuilder b = MemoryRecords.builder(buf, magic, Compression.of(codec).build(),
                        TimestampType.CREATE_TIME, offset);
                for (int r = 0; r < perBatch; r++, offset++) {
                    byte[] key = key(offset, keyBytes);
                    Header[] hs = Record.EMPTY_HEADERS;
                    if (headers > 0 && magic >= RecordBatch.MAGIC_VALUE_V2) {
                        hs = new Header[headers];
                        for (int h = 0; h < headers; h++)
                            hs[h] = new RecordHeader("h" + h, String.format(Locale.ROOT, "%08x", rnd.nextInt()).getBytes(StandardCharsets.US_ASCII));
                    }
                    b.appendWithOffset(offset, T0 + offset, key, value(rnd, offset, valueBytes), hs);
                }
                log.append(b.build());
                batches++;
            }
            log.flush();
            System.out.printf(Locale.ROOT,
                    "{\"name\":\"%s\",\"path\":\"%s\",\"magic\":%d,\"codec\":\"%s\",\"records_per_batch\":%d,"
                            + "\"headers_per_record\":%d,\"records\":%d,\"batches\":%d,\"bytes\":%d,\"write_seconds\":%.3f}%n",
                    name, file.getPath(), magic, codec.name, perBatch, headers, offset, batches, log.sizeInBytes(),
                    (System.nanoTime() - start) / 1e9);
        }
    }

    /** "key-NNNNNNNN" padded with '-' or cut to {@code size} bytes; null for a size under 0. */
    static byte[] key(long offset, int size) {
        if (size < 0) return null;
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "key-%08d", offset % 10_000));
        while (sb.length() < size) sb.append('-');
        return sb.substring(0, size).getBytes(StandardCharsets.US_ASCII);
    }

    /** A JSON-like value of {@code size} bytes (50 or more): a fixed shape with varying numbers, padded with
     * random letters; a smaller one is random letters. */
    static byte[] value(Random rnd, long offset, int size) {
        if (size < 50) {
            byte[] v = new byte[size];
            for (int i = 0; i < size; i++) v[i] = (byte) ('a' + rnd.nextInt(26));
            return v;
        }
        StringBuilder sb = new StringBuilder(size);
        sb.append("{\"id\":").append(offset)
          .append(",\"user\":\"u").append(String.format(Locale.ROOT, "%05d", rnd.nextInt(100_000)))
          .append("\",\"amount\":").append(String.format(Locale.ROOT, "%.2f", rnd.nextInt(1_000_000) / 100.0))
          .append(",\"note\":\"");
        while (sb.length() < size - 2) sb.append((char) ('a' + rnd.nextInt(26)));
        sb.append("\"}");
        byte[] v = sb.toString().getBytes(StandardCharsets.US_ASCII);
        if (v.length != size) throw new IllegalStateException("value of " + v.length + " bytes");
        return v;
    }
}
