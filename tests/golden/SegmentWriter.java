import org.apache.kafka.common.record.FileLogInputStream.FileChannelRecordBatch;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.RecordBatch;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes one log segment (<20-digit base offset>.log) through kafka-clients' FileRecords, plus the
 * .index and .timeindex files. kafka-clients does not contain OffsetIndex/TimeIndex (they live in
 * Kafka's storage module), so the index bytes are produced here with big-endian ByteBuffers,
 * following the rules of Kafka 3.9's LogSegment.append / close (see README.md):
 *
 * - before appending, remember physicalPosition = current log size;
 * - after appending, if the appended batch's max timestamp is greater than the max timestamp so far,
 *   the max timestamp so far becomes it and its offset becomes the batch's last offset;
 * - if bytesSinceLastIndexEntry (bytes appended since the last entry, NOT counting this append)
 *   is greater than index.interval.bytes (4096), write an offset-index entry
 *   (int32 largestOffset - baseOffset, int32 physicalPosition) and try a time-index entry
 *   (int64 maxTimestampSoFar, int32 offsetOfMaxTimestampSoFar - baseOffset), then reset the counter;
 * - bytesSinceLastIndexEntry += size of this append;
 * - a time-index entry is only written when its timestamp is greater than the last entry's timestamp
 *   (initially -1, so v0 data never produces one);
 * - when the segment is rolled or closed, one more time-index entry for (maxTimestampSoFar,
 *   offsetOfMaxTimestampSoFar) is tried with the same rule;
 * - index files are trimmed to their entries (as on a rolled or cleanly closed segment).
 *
 * Every append here is one MemoryRecords (normally one batch), as for one partition of one produce request.
 */
final class SegmentWriter implements Closeable {
    static final int INDEX_INTERVAL_BYTES = 4096;

    final Path dir;
    final long baseOffset;
    private final FileRecords log;
    private final List<long[]> offsetEntries = new ArrayList<>(); // {absolute offset, position}
    private final List<long[]> timeEntries = new ArrayList<>();   // {timestamp, absolute offset}
    private int bytesSinceLastIndexEntry = 0;
    private long maxTimestampSoFar = RecordBatch.NO_TIMESTAMP;
    private long offsetOfMaxTimestampSoFar;
    private long nextOffset;
    private boolean appended = false;
    private boolean closed = false;

    SegmentWriter(Path dir, long baseOffset) throws IOException {
        this.dir = dir;
        this.baseOffset = baseOffset;
        this.offsetOfMaxTimestampSoFar = baseOffset;
        this.nextOffset = baseOffset;
        Files.createDirectories(dir);
        Path logPath = dir.resolve(name(baseOffset) + ".log");
        Files.deleteIfExists(logPath);
        this.log = FileRecords.open(logPath.toFile());
    }

    static String name(long offset) {
        return String.format("%020d", offset);
    }

    Path logPath() {
        return dir.resolve(name(baseOffset) + ".log");
    }

    Path indexPath() {
        return dir.resolve(name(baseOffset) + ".index");
    }

    Path timeIndexPath() {
        return dir.resolve(name(baseOffset) + ".timeindex");
    }

    int size() {
        return log.sizeInBytes();
    }

    long nextOffset() {
        return nextOffset;
    }

    void append(MemoryRecords records) throws IOException {
        if (records.sizeInBytes() == 0) return;
        long largestOffset = -1;
        long largestTimestamp = RecordBatch.NO_TIMESTAMP;
        long shallowOffsetOfMaxTimestamp = -1;
        for (RecordBatch b : records.batches()) {
            if (b.baseOffset() < nextOffset)
                throw new IllegalStateException("offsets must increase: " + b.baseOffset() + " < " + nextOffset);
            if (b.maxTimestamp() > largestTimestamp) {
                largestTimestamp = b.maxTimestamp();
                shallowOffsetOfMaxTimestamp = b.lastOffset();
            }
            largestOffset = b.lastOffset();
            nextOffset = b.nextOffset();
        }
        if (largestOffset - baseOffset > Integer.MAX_VALUE || largestOffset < baseOffset)
            throw new IllegalStateException("offset " + largestOffset + " not representable relative to " + baseOffset);

        int physicalPosition = log.sizeInBytes();
        log.append(records);
        appended = true;
        if (largestTimestamp > maxTimestampSoFar) {
            maxTimestampSoFar = largestTimestamp;
            offsetOfMaxTimestampSoFar = shallowOffsetOfMaxTimestamp;
        }
        if (bytesSinceLastIndexEntry > INDEX_INTERVAL_BYTES) {
            appendOffsetIndex(largestOffset, physicalPosition);
            maybeAppendTimeIndex(maxTimestampSoFar, offsetOfMaxTimestampSoFar);
            bytesSinceLastIndexEntry = 0;
        }
        bytesSinceLastIndexEntry += records.sizeInBytes();
    }

    private void appendOffsetIndex(long offset, int position) {
        if (!offsetEntries.isEmpty() && offset <= offsetEntries.get(offsetEntries.size() - 1)[0])
            throw new IllegalStateException("offset index must increase");
        offsetEntries.add(new long[]{offset, position});
    }

    private void maybeAppendTimeIndex(long timestamp, long offset) {
        long lastTs = timeEntries.isEmpty() ? RecordBatch.NO_TIMESTAMP : timeEntries.get(timeEntries.size() - 1)[0];
        long lastOff = timeEntries.isEmpty() ? baseOffset : timeEntries.get(timeEntries.size() - 1)[1];
        if (!timeEntries.isEmpty() && (offset < lastOff || timestamp < lastTs))
            throw new IllegalStateException("time index must not go backwards");
        if (timestamp > lastTs) timeEntries.add(new long[]{timestamp, offset});
    }

    List<long[]> offsetEntries() {
        return offsetEntries;
    }

    List<long[]> timeEntries() {
        return timeEntries;
    }

    @Override
    public void close() throws IOException {
        if (closed) return;
        closed = true;
        if (appended) maybeAppendTimeIndex(maxTimestampSoFar, offsetOfMaxTimestampSoFar);
        log.flush();
        log.close();
        ByteBuffer idx = ByteBuffer.allocate(8 * offsetEntries.size()); // big-endian by default
        for (long[] e : offsetEntries) {
            idx.putInt((int) (e[0] - baseOffset));
            idx.putInt((int) e[1]);
        }
        Files.write(indexPath(), idx.array());
        ByteBuffer tidx = ByteBuffer.allocate(12 * timeEntries.size());
        for (long[] e : timeEntries) {
            tidx.putLong(e[0]);
            tidx.putInt((int) (e[1] - baseOffset));
        }
        Files.write(timeIndexPath(), tidx.array());
    }

    // ---------------------------------------------------------------------------------------------
    // Reading the index files back (independently of the writer state above) for the expected files.

    /** Parses a written .index file: list of {absolute offset, position}. */
    static List<long[]> readOffsetIndex(Path p, long baseOffset) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(p));
        if (b.remaining() % 8 != 0) throw new IllegalStateException("bad .index size " + p);
        List<long[]> out = new ArrayList<>();
        while (b.hasRemaining()) out.add(new long[]{baseOffset + b.getInt(), b.getInt()});
        return out;
    }

    /** Parses a written .timeindex file: list of {timestamp, absolute offset}. */
    static List<long[]> readTimeIndex(Path p, long baseOffset) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(p));
        if (b.remaining() % 12 != 0) throw new IllegalStateException("bad .timeindex size " + p);
        List<long[]> out = new ArrayList<>();
        while (b.hasRemaining()) out.add(new long[]{b.getLong(), baseOffset + b.getInt()});
        return out;
    }

    static List<Map<String, Object>> offsetIndexJson(List<long[]> entries) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (long[] e : entries) out.add(Json.obj("type", "index_entry", "offset", e[0], "position", e[1]));
        return out;
    }

    static List<Map<String, Object>> timeIndexJson(List<long[]> entries) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (long[] e : entries) out.add(Json.obj("type", "time_index_entry", "timestamp", e[0], "offset", e[1]));
        return out;
    }

    /**
     * Cross-checks index files against what Kafka's reader says about the .log: every offset-index
     * entry must point at the start of a batch whose last offset is the entry's offset; every
     * time-index entry's offset must be the last offset of a batch whose max timestamp equals the
     * entry's timestamp, and that timestamp must be the max over all batches up to that one.
     */
    static void verify(Path log, List<long[]> offsetIndex, List<long[]> timeIndex) throws IOException {
        try (FileRecords fr = FileRecords.open(log.toFile(), false)) {
            for (long[] e : offsetIndex) {
                FileChannelRecordBatch first = fr.batchesFrom((int) e[1]).iterator().next();
                if (first.position() != e[1] || first.lastOffset() != e[0])
                    throw new IllegalStateException("offset index entry " + e[0] + "@" + e[1] + " does not match batch "
                            + first.lastOffset() + "@" + first.position() + " in " + log);
            }
            for (long[] e : timeIndex) {
                long max = RecordBatch.NO_TIMESTAMP;
                boolean found = false;
                for (FileChannelRecordBatch b : fr.batches()) {
                    max = Math.max(max, b.maxTimestamp());
                    if (b.lastOffset() == e[1]) {
                        if (b.maxTimestamp() != e[0] || max != e[0])
                            throw new IllegalStateException("time index entry " + e[0] + "/" + e[1] + " mismatch in " + log);
                        found = true;
                        break;
                    }
                }
                if (!found) throw new IllegalStateException("time index offset " + e[1] + " is no batch's last offset in " + log);
            }
        }
    }
}
