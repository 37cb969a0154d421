import net.jpountz.xxhash.XXHashFactory;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.message.KRaftVersionRecord;
import org.apache.kafka.common.message.LeaderChangeMessage;
import org.apache.kafka.common.message.SnapshotFooterRecord;
import org.apache.kafka.common.message.SnapshotHeaderRecord;
import org.apache.kafka.common.message.VotersRecord;
import org.apache.kafka.common.record.CompressionType;
import org.apache.kafka.common.record.ControlRecordType;
import org.apache.kafka.common.record.DefaultRecordBatch;
import org.apache.kafka.common.record.EndTransactionMarker;
import org.apache.kafka.common.record.FileLogInputStream.FileChannelRecordBatch;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.MemoryRecordsBuilder;
import org.apache.kafka.common.record.MutableRecordBatch;
import org.apache.kafka.common.record.Record;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.SimpleRecord;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.utils.AppInfoParser;
import org.apache.kafka.common.utils.BufferSupplier;
import org.apache.kafka.common.utils.Crc32C;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Writes golden Kafka log segments with Apache Kafka's own record classes (kafka-clients 3.9.1) and
 * records, next to each, what Kafka's own reader reports about it.
 *
 * Usage: java GoldenSegments <fixtures-dir> <samples-dir>
 *   <fixtures-dir>  e.g. tests/fixtures/golden   (small hand-crafted segments + .expected.jsonl + MANIFEST.json;
 *                   seeds/ holds the articles' worked examples, see ArticleSeeds)
 *   <samples-dir>   e.g. samples/kafka-logs       (broker-like data directory, see SampleData)
 *
 * Everything is deterministic: fixed timestamps, fixed contents, seeded java.util.Random.
 */
public final class GoldenSegments {
    static final long T0 = 1_700_000_000_000L; // 2023-11-14T22:13:20Z
    static final String WHEEL = "shigawire-apache-flink-libraries==2.0.0.post1";

    // ---------------------------------------------------------------------------------------------
    // small helpers

    static byte[] u(String s) {
        return s == null ? null : s.getBytes(StandardCharsets.UTF_8);
    }

    static byte[] bytes(int... v) {
        byte[] a = new byte[v.length];
        for (int i = 0; i < v.length; i++) a[i] = (byte) v[i];
        return a;
    }

    static Header h(String key, byte[] value) {
        return new RecordHeader(key, value);
    }

    static Header h(String key, String value) {
        return new RecordHeader(key, u(value));
    }

    static Compression codec(CompressionType t) {
        return Compression.of(t).build();
    }

    /** One record to append; offset == null means "next offset". */
    static final class Rec {
        final long ts;
        final byte[] key;
        final byte[] value;
        final Header[] headers;
        Long offset;

        Rec(long ts, byte[] key, byte[] value, Header... headers) {
            this.ts = ts;
            this.key = key;
            this.value = value;
            this.headers = headers;
        }

        Rec at(long offset) {
            this.offset = offset;
            return this;
        }
    }

    static Rec rec(long ts, String key, String value, Header... headers) {
        return new Rec(ts, u(key), u(value), headers);
    }

    /** All batch header knobs in one place. */
    static final class Spec {
        byte magic = RecordBatch.MAGIC_VALUE_V2;
        CompressionType codec = CompressionType.NONE;
        TimestampType timestampType = TimestampType.CREATE_TIME;
        long logAppendTime = RecordBatch.NO_TIMESTAMP;
        long baseOffset = 0;
        long producerId = RecordBatch.NO_PRODUCER_ID;
        short producerEpoch = RecordBatch.NO_PRODUCER_EPOCH;
        int baseSequence = RecordBatch.NO_SEQUENCE;
        boolean transactional = false;
        int partitionLeaderEpoch = 0;

        Spec magic(int m) { magic = (byte) m; return this; }
        Spec codec(CompressionType c) { codec = c; return this; }
        Spec logAppendTime(long t) { timestampType = TimestampType.LOG_APPEND_TIME; logAppendTime = t; return this; }
        Spec base(long o) { baseOffset = o; return this; }
        Spec producer(long id, int epoch, int seq) { producerId = id; producerEpoch = (short) epoch; baseSequence = seq; return this; }
        Spec transactional() { transactional = true; return this; }
        Spec epoch(int e) { partitionLeaderEpoch = e; return this; }
    }

    static Spec spec() {
        return new Spec();
    }

    /** Builds one batch (v2) or one wrapper / run of records (v0/v1) with MemoryRecords.builder. */
    static MemoryRecords build(Spec s, List<Rec> recs) {
        ByteBuffer buf = ByteBuffer.allocate(1024); // the builder grows it as needed
        int ple = s.magic >= RecordBatch.MAGIC_VALUE_V2 ? s.partitionLeaderEpoch : RecordBatch.NO_PARTITION_LEADER_EPOCH;
        MemoryRecordsBuilder b = MemoryRecords.builder(buf, s.magic, codec(s.codec), s.timestampType, s.baseOffset,
                s.logAppendTime, s.producerId, s.producerEpoch, s.baseSequence, s.transactional, false, ple);
        long next = s.baseOffset;
        for (Rec r : recs) {
            long off = r.offset != null ? r.offset : next;
            Header[] hs = s.magic >= RecordBatch.MAGIC_VALUE_V2 ? r.headers : Record.EMPTY_HEADERS;
            b.appendWithOffset(off, r.ts, r.key, r.value, hs);
            next = off + 1;
        }
        return b.build();
    }

    static MemoryRecords build(Spec s, Rec... recs) {
        return build(s, Arrays.asList(recs));
    }

    /** Broker-side in-place LogAppendTime stamping (what LogValidator does when it need not re-compress). */
    static MemoryRecords stampLogAppendTime(MemoryRecords mr, long t) {
        for (MutableRecordBatch b : mr.batches()) b.setMaxTimestamp(TimestampType.LOG_APPEND_TIME, t);
        return mr;
    }

    static SimpleRecord simple(long ts, String key, String value, Header... headers) {
        return new SimpleRecord(ts, u(key), u(value), headers);
    }

    static String sha256(Path p) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        byte[] d = md.digest(Files.readAllBytes(p));
        StringBuilder sb = new StringBuilder();
        for (byte x : d) sb.append(String.format("%02x", x & 0xff));
        return sb.toString();
    }

    static void writeLines(Path p, List<Map<String, Object>> lines) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (Map<String, Object> m : lines) sb.append(Json.compact(m)).append('\n');
        Files.write(p, sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    static void writeLog(Path p, List<MemoryRecords> batches) throws IOException {
        Files.deleteIfExists(p);
        try (FileRecords fr = FileRecords.open(p.toFile())) {
            for (MemoryRecords m : batches) fr.append(m);
            fr.flush();
        }
    }

    // ---------------------------------------------------------------------------------------------
    // standard record contents

    static final String LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
            + "incididunt ut labore et dolore magna aliqua. Lorem ipsum dolor sit amet, consectetur adipiscing elit, "
            + "sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud.";

    /** 5 records: headers, null key, tombstone, empty value, non-ASCII, out-of-order timestamp. */
    static List<Rec> std1(long t) {
        return Arrays.asList(
                rec(t, "key-0", "value-0", h("trace-id", "4bf92f3577b34da6"), h("content-type", "text/plain")),
                rec(t + 1, null, "value without a key", h("null-header", (byte[]) null)),
                rec(t + 2, "key-2", null),                                   // tombstone
                rec(t + 3, "key-3", "", h("empty-header", "")),             // empty value
                rec(t - 7, "ключ-4", "héllo wörld ☕ 日本語", h("ünïcode-hdr", "✓"))); // out of order, non-ASCII
    }

    /** 4 records: binary (invalid UTF-8) key/value, a value > 127 bytes, null key and null value. */
    static List<Rec> std2(long t) {
        return Arrays.asList(
                new Rec(t, bytes(0x00, 0xff, 0x80, 0x7f), bytes(0xc3, 0x28, 0xa0, 0xa1, 0xfe, 0xff, 0x00),
                        h("binary", bytes(0x00, 0x01, 0x02, 0xff))),
                rec(t + 1, "long-value", LOREM, h("a", ""), h("b", (byte[]) null), h("a", "duplicate key")),
                new Rec(t + 2, null, null),
                rec(t + 3, "key-13", "v"));
    }

    /** 1 record. */
    static List<Rec> std3(long t) {
        return Arrays.asList(rec(t, "last", "{\"n\":1,\"s\":\"x\"}"));
    }

    // ---------------------------------------------------------------------------------------------
    // fixture bookkeeping

    static final class Fixture {
        final String name;                 // file name relative to the fixtures dir, e.g. "v0-none.log"
        final List<String> features;
        final List<MemoryRecords> batches; // null if raw bytes
        byte[] raw;

        Fixture(String name, List<MemoryRecords> batches, String... features) {
            this.name = name;
            this.batches = batches;
            this.features = new ArrayList<>(Arrays.asList(features));
        }
    }

    static String stem(String logName) {
        return logName.substring(0, logName.length() - ".log".length());
    }

    // ---------------------------------------------------------------------------------------------

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: GoldenSegments <fixtures-dir> <samples-dir>");
            System.exit(2);
        }
        Path fixtures = Paths.get(args[0]);
        Path samples = Paths.get(args[1]);
        Files.createDirectories(fixtures);
        generateFixtures(fixtures);
        ArticleSeeds.generate(fixtures.resolve("seeds")); // own MANIFEST.json; the top-level one is unchanged
        SampleData.generate(samples);
    }

    static List<Fixture> standardFixtures() {
        List<Fixture> out = new ArrayList<>();
        CompressionType[] codecs = {CompressionType.NONE, CompressionType.GZIP, CompressionType.SNAPPY,
                CompressionType.LZ4, CompressionType.ZSTD};
        for (int magic = 0; magic <= 2; magic++) {
            for (CompressionType c : codecs) {
                if (c == CompressionType.ZSTD && magic < 2) continue; // zstd needs magic v2
                long base;
                switch (c) {
                    case NONE: base = 0; break;
                    case SNAPPY: base = 3_000_000_000L; break; // > 2^31: offsets must be int64
                    default: base = 1000;
                }
                List<MemoryRecords> bs = new ArrayList<>();
                bs.add(build(spec().magic(magic).codec(c).base(base).epoch(0), std1(T0)));
                bs.add(build(spec().magic(magic).codec(c).base(base + 5).epoch(0), std2(T0 + 100)));
                bs.add(build(spec().magic(magic).codec(c).base(base + 9).epoch(3), std3(T0 + 200)));
                Fixture f = new Fixture("v" + magic + "-" + c.name + ".log", bs,
                        "3 producer batches of 5, 4 and 1 records", "base offset " + base,
                        "null key", "tombstone (null value)", "empty value", "null key and null value",
                        "non-ASCII and invalid-UTF-8 bytes", "value longer than 127 bytes", "out-of-order timestamp");
                if (magic == 0) f.features.add("magic 0 has no timestamps");
                if (magic < 2 && c == CompressionType.NONE)
                    f.features.add("uncompressed legacy: every record is its own entry (batch) for the reader");
                if (magic < 2 && c != CompressionType.NONE)
                    f.features.add("compressed legacy: one wrapper message per producer batch, offset = last inner offset");
                if (magic == 1 && c != CompressionType.NONE) f.features.add("v1 inner offsets are relative");
                if (magic == 2) f.features.addAll(Arrays.asList("record headers incl. null-valued and duplicate keys",
                        "negative timestamp delta", "partition leader epochs 0 and 3"));
                if (magic == 0 && c == CompressionType.LZ4)
                    f.features.add("KAFKA-3160: LZ4 frame header checksum computed over magic+FLG+BD (broken)");
                if (base > Integer.MAX_VALUE) f.features.add("offsets above 2^31");
                out.add(f);
            }
        }
        return out;
    }

    static void generateFixtures(Path dir) throws Exception {
        List<Fixture> fixtures = new ArrayList<>(standardFixtures());

        // v1 LogAppendTime, compressed: wrapper 1 built by the builder in LOG_APPEND_TIME mode (inner records
        // carry the append time too), wrapper 2 built as CreateTime and then stamped in place by
        // setMaxTimestamp(LOG_APPEND_TIME, t) as the broker does (inner records keep their create times).
        fixtures.add(new Fixture("v1-gzip-logappendtime.log", Arrays.asList(
                build(spec().magic(1).codec(CompressionType.GZIP).logAppendTime(T0 + 50_000).base(0), std1(T0)),
                stampLogAppendTime(build(spec().magic(1).codec(CompressionType.GZIP).base(5), std2(T0 + 100)), T0 + 51_000)),
                "magic 1 gzip wrappers with LogAppendTime",
                "wrapper 1: builder in LOG_APPEND_TIME mode (inner timestamps = append time)",
                "wrapper 2: CreateTime wrapper stamped in place with setMaxTimestamp(LOG_APPEND_TIME) (inner timestamps = create time)"));
        fixtures.add(new Fixture("v1-none-logappendtime.log", Arrays.asList(
                build(spec().magic(1).logAppendTime(T0 + 50_000).base(0), std1(T0))),
                "magic 1 uncompressed records with the LogAppendTime attribute bit"));

        // v2 LogAppendTime
        fixtures.add(new Fixture("v2-logappendtime.log", Arrays.asList(
                build(spec().logAppendTime(T0 + 60_000).base(0), std1(T0)),
                stampLogAppendTime(build(spec().codec(CompressionType.GZIP).base(5), std2(T0 + 100)), T0 + 61_000)),
                "magic 2 LogAppendTime batches", "batch 1: builder in LOG_APPEND_TIME mode, uncompressed",
                "batch 2: gzip CreateTime batch stamped in place with setMaxTimestamp(LOG_APPEND_TIME)",
                "record timestamps reported = batch max_timestamp"));

        fixtures.add(transactionalFixture());
        fixtures.add(controlTypesFixture());
        fixtures.add(compactedFixture());
        fixtures.add(mixedMagicFixture());

        Fixture seed = new Fixture("seed-six-records.log", null,
                "raw 156-byte v2 batch from a published example, written byte for byte");
        seed.raw = SEED_BATCH;
        fixtures.add(seed);

        List<Map<String, Object>> manifest = new ArrayList<>();
        for (Fixture f : fixtures) {
            Path p = dir.resolve(f.name);
            if (f.raw != null) {
                writeLog(p, Arrays.asList(MemoryRecords.readableRecords(ByteBuffer.wrap(f.raw))));
            } else {
                writeLog(p, f.batches);
            }
            manifest.addAll(describeLog(dir, f.name, f.features));
        }

        manifest.addAll(indexedFixture(dir));

        Map<String, Object> top = Json.obj(
                "generator", "tests/golden/GoldenSegments.java (run by tests/golden/regenerate.sh)",
                "kafka_clients_version", AppInfoParser.getVersion(),
                "kafka_clients_source", WHEEL + " : pyflink/lib/kafka-clients.jar",
                "files", manifest);
        Files.write(dir.resolve("MANIFEST.json"), Json.pretty(top).getBytes(StandardCharsets.UTF_8));
    }

    /** Dumps a written .log with Kafka's reader, writes <stem>.expected.jsonl, returns manifest entries. */
    static List<Map<String, Object>> describeLog(Path dir, String name, List<String> features) throws Exception {
        Path p = dir.resolve(name);
        List<Map<String, Object>> lines = KafkaDump.dump(p);
        String expectedName = stem(name) + ".expected.jsonl";
        writeLines(dir.resolve(expectedName), lines);

        Set<Integer> magics = new TreeSet<>();
        Set<String> codecs = new TreeSet<>();
        Set<String> tsTypes = new TreeSet<>();
        int batches = 0, records = 0;
        long first = Long.MAX_VALUE, last = Long.MIN_VALUE;
        boolean allValid = true;
        for (Map<String, Object> m : lines) {
            if ("batch".equals(m.get("type"))) {
                batches++;
                magics.add((Integer) m.get("magic"));
                codecs.add((String) m.get("compression"));
                tsTypes.add((String) m.get("timestamp_type"));
                first = Math.min(first, (Long) m.get("base_offset"));
                last = Math.max(last, (Long) m.get("last_offset"));
                allValid &= (Boolean) m.get("crc_valid");
            } else {
                records++;
            }
        }
        Map<String, Object> e = Json.obj(
                "path", name, "kind", "log",
                "magics", new ArrayList<>(magics), "codecs", new ArrayList<>(codecs),
                "timestamp_types", new ArrayList<>(tsTypes),
                "batches", batches, "records", records,
                "first_offset", first, "last_offset", last, "all_crc_valid", allValid,
                "features", features,
                "expected", expectedName,
                "size", Files.size(p), "sha256", sha256(p));
        if (codecs.contains("lz4")) e.put("lz4_frames", lz4Frames(p));
        List<Map<String, Object>> out = new ArrayList<>();
        out.add(e);
        out.add(Json.obj("path", expectedName, "kind", "expected_jsonl", "describes", name,
                "size", Files.size(dir.resolve(expectedName)), "sha256", sha256(dir.resolve(expectedName))));
        return out;
    }

    /**
     * For every LZ4-compressed batch: the frame descriptor bytes and both candidate header checksums
     * (standard: xxhash32 over FLG,BD; KAFKA-3160 "broken": over magic,FLG,BD), each (hash >> 8) & 0xff.
     * Kafka writes the broken one for magic 0 and the standard one for magic >= 1.
     */
    static List<Object> lz4Frames(Path p) throws IOException {
        byte[] file = Files.readAllBytes(p);
        List<Object> out = new ArrayList<>();
        try (FileRecords fr = FileRecords.open(p.toFile(), false)) {
            for (FileChannelRecordBatch b : fr.batches()) {
                if (b.compressionType() != CompressionType.LZ4) continue;
                int pos = b.position();
                int frame;
                if (b.magic() >= 2) {
                    frame = pos + 61;
                } else {
                    // legacy wrapper: offset(8) size(4) crc(4) magic(1) attributes(1) [timestamp(8)] key(4+n) value(4+m)
                    int keyLenAt = pos + 18 + (b.magic() == 1 ? 8 : 0);
                    int keyLen = ByteBuffer.wrap(file, keyLenAt, 4).getInt();
                    frame = keyLenAt + 4 + Math.max(keyLen, 0) + 4;
                }
                int flg = file[frame + 4] & 0xff, bd = file[frame + 5] & 0xff, hc = file[frame + 6] & 0xff;
                int std = (XXHashFactory.safeInstance().hash32().hash(file, frame + 4, 2, 0) >> 8) & 0xff;
                int broken = (XXHashFactory.safeInstance().hash32().hash(file, frame, 6, 0) >> 8) & 0xff;
                out.add(Json.obj("batch_position", pos, "magic", (int) b.magic(), "frame_position", frame,
                        "flg", flg, "bd", bd, "hc", hc, "hc_standard", std, "hc_kafka3160", broken,
                        "hc_matches", hc == std ? "standard" : hc == broken ? "kafka3160" : "neither"));
            }
        }
        return out;
    }

    static Fixture transactionalFixture() {
        long pid = 4000, other = 4001;
        short epoch = 2;
        int coordinatorEpoch = 7;
        Compression none = codec(CompressionType.NONE);
        List<MemoryRecords> bs = new ArrayList<>();
        // transaction 1 (committed): two data batches then COMMIT
        bs.add(MemoryRecords.withTransactionalRecords(0L, none, pid, epoch, 0, 1,
                simple(T0, "acct-1", "debit 10.00", h("txn", "1")),
                simple(T0 + 1, "acct-2", "credit 10.00", h("txn", "1")),
                simple(T0 + 2, null, "audit", h("txn", "1"))));
        bs.add(MemoryRecords.withTransactionalRecords(3L, none, pid, epoch, 3, 1,
                simple(T0 + 3, "acct-1", "fee 0.10"),
                simple(T0 + 4, "acct-3", null)));
        bs.add(MemoryRecords.withEndTransactionMarker(5L, T0 + 10, 1, pid, epoch,
                new EndTransactionMarker(ControlRecordType.COMMIT, coordinatorEpoch)));
        // idempotent, non-transactional producer
        bs.add(MemoryRecords.withIdempotentRecords(6L, codec(CompressionType.GZIP), other, (short) 0, 0, 1,
                simple(T0 + 11, "k", "idempotent-0"),
                simple(T0 + 12, "k", "idempotent-1")));
        // transaction 2 (aborted): a snappy data batch then ABORT
        bs.add(MemoryRecords.withTransactionalRecords(8L, codec(CompressionType.SNAPPY), pid, epoch, 5, 1,
                simple(T0 + 20, "acct-1", "debit 99.00"),
                simple(T0 + 21, "acct-4", "credit 99.00")));
        bs.add(MemoryRecords.withEndTransactionMarker(10L, T0 + 30, 1, pid, epoch,
                new EndTransactionMarker(ControlRecordType.ABORT, coordinatorEpoch)));
        return new Fixture("v2-transactional.log", bs,
                "transactional batches (producer 4000, epoch 2) with base sequences 0, 3, 5",
                "COMMIT marker at offset 5, ABORT marker at offset 10 (coordinator epoch 7)",
                "idempotent non-transactional gzip batch (producer 4001)", "snappy transactional batch",
                "partition leader epoch 1");
    }

    static Fixture controlTypesFixture() {
        List<MemoryRecords> bs = new ArrayList<>();
        int leaderEpoch = 5;
        bs.add(MemoryRecords.withLeaderChangeMessage(0L, T0, leaderEpoch, ByteBuffer.allocate(256),
                new LeaderChangeMessage().setVersion((short) 0).setLeaderId(1)
                        .setVoters(Arrays.asList(new LeaderChangeMessage.Voter().setVoterId(1),
                                new LeaderChangeMessage.Voter().setVoterId(2), new LeaderChangeMessage.Voter().setVoterId(3)))
                        .setGrantingVoters(Arrays.asList(new LeaderChangeMessage.Voter().setVoterId(1),
                                new LeaderChangeMessage.Voter().setVoterId(2)))));
        bs.add(MemoryRecords.withSnapshotHeaderRecord(1L, T0 + 1, leaderEpoch, ByteBuffer.allocate(256),
                new SnapshotHeaderRecord().setVersion((short) 0).setLastContainedLogTimestamp(T0 - 1000)));
        bs.add(MemoryRecords.withKRaftVersionRecord(2L, T0 + 2, leaderEpoch, ByteBuffer.allocate(256),
                new KRaftVersionRecord().setVersion((short) 0).setKRaftVersion((short) 1)));
        VotersRecord.EndpointCollection endpoints = new VotersRecord.EndpointCollection();
        endpoints.add(new VotersRecord.Endpoint().setName("CONTROLLER").setHost("controller-1.example").setPort(9093));
        bs.add(MemoryRecords.withVotersRecord(3L, T0 + 3, leaderEpoch, ByteBuffer.allocate(256),
                new VotersRecord().setVersion((short) 0).setVoters(Arrays.asList(new VotersRecord.Voter()
                        .setVoterId(1)
                        .setVoterDirectoryId(new Uuid(0x0123456789abcdefL, 0x7edcba9876543210L))
                        .setEndpoints(endpoints)
                        .setKRaftVersionFeature(new VotersRecord.KRaftVersionFeature()
                                .setMinSupportedVersion((short) 0).setMaxSupportedVersion((short) 1))))));
        bs.add(MemoryRecords.withSnapshotFooterRecord(4L, T0 + 4, leaderEpoch, ByteBuffer.allocate(256),
                new SnapshotFooterRecord().setVersion((short) 0)));
        // A control batch whose key carries a type id unknown to Kafka 3.9 (42): ControlRecordType.parse -> UNKNOWN.
        // The builder refuses unknown types, so it is built with type 4 (SNAPSHOT_FOOTER) and the type byte of the
        // key is then patched to 42 and the batch CRC recomputed with Kafka's Crc32C.
        MemoryRecordsBuilder b = MemoryRecords.builder(ByteBuffer.allocate(256), RecordBatch.CURRENT_MAGIC_VALUE,
                codec(CompressionType.NONE), TimestampType.CREATE_TIME, 5L, RecordBatch.NO_TIMESTAMP,
                RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, false, true, leaderEpoch);
        b.appendControlRecordWithOffset(5L, new SimpleRecord(T0 + 5, bytes(0, 0, 0, 4), bytes(0, 0)));
        ByteBuffer unknown = b.build().buffer();
        // record layout: length varint, attributes, timestampDelta varint, offsetDelta varint, keyLength varint (8 = zigzag 4), key
        int keyAt = DefaultRecordBatch.RECORD_BATCH_OVERHEAD + 1 + 1 + 1 + 1 + 1;
        if (unknown.getInt(keyAt) != 4) throw new IllegalStateException("unexpected control record layout");
        unknown.put(keyAt + 3, (byte) 42);
        int crcFrom = DefaultRecordBatch.CRC_OFFSET + 4;
        unknown.putInt(DefaultRecordBatch.CRC_OFFSET, (int) Crc32C.compute(unknown, crcFrom, unknown.limit() - crcFrom));
        bs.add(MemoryRecords.readableRecords(unknown));
        return new Fixture("v2-control-types.log", bs,
                "KRaft control batches written by MemoryRecords.withLeaderChangeMessage / withSnapshotHeaderRecord / "
                        + "withKRaftVersionRecord / withVotersRecord / withSnapshotFooterRecord",
                "synthetic control batch with unknown type id 42 (built as type 4, key byte patched, CRC recomputed with Kafka's Crc32C; reader reports UNKNOWN)",
                "partition leader epoch 5");
    }

    /**
     * A log cleaned by Kafka's own MemoryRecords.filterTo (the routine LogCleaner uses), with a
     * filter of ours that keeps the latest record per key: leaves offset gaps inside batches, an
     * empty batch (the last batch of producer 7001, kept for producer state) and a batch whose
     * first-timestamp field now holds the delete horizon (it retains a tombstone).
     */
    static Fixture compactedFixture() {
        List<MemoryRecords> original = new ArrayList<>();
        original.add(build(spec().base(0).producer(7000, 0, 0).epoch(2),
                rec(T0, "k1", "k1 v1"), rec(T0 + 1, "k6", "k6 v1"), rec(T0 + 2, "k1", "k1 v2"),
                rec(T0 + 3, "k3", "k3 v1"), rec(T0 + 4, "k2", null), rec(T0 + 5, "k5", "k5 v1"),
                rec(T0 + 6, "k4", "k4 v1", h("h", "x"))));
        original.add(build(spec().base(7).codec(CompressionType.GZIP).producer(7001, 0, 0).epoch(2),
                rec(T0 + 10, "k1", "k1 v3"), rec(T0 + 11, "k3", "k3 v2")));
        original.add(build(spec().base(9).producer(7000, 0, 7).epoch(2),
                rec(T0 + 20, "k1", "k1 v4"), rec(T0 + 21, "k3", "k3 v3"), rec(T0 + 22, "k5", "k5 v2")));
        int total = 0;
        for (MemoryRecords m : original) total += m.sizeInBytes();
        ByteBuffer all = ByteBuffer.allocate(total);
        for (MemoryRecords m : original) all.put(m.buffer().duplicate());
        all.flip();
        MemoryRecords dirty = MemoryRecords.readableRecords(all);

        Map<String, Long> latest = new HashMap<>();
        Map<Long, Long> lastBatchOfProducer = new HashMap<>();
        for (RecordBatch b : dirty.batches()) {
            lastBatchOfProducer.put(b.producerId(), b.baseOffset());
            for (Record r : b) latest.put(StandardCharsets.UTF_8.decode(r.key()).toString(), r.offset());
        }
        MemoryRecords.RecordFilter filter = new MemoryRecords.RecordFilter(T0 + 100_000, 86_400_000L) {
            @Override
            protected BatchRetentionResult checkBatchRetention(RecordBatch batch) {
                boolean last = lastBatchOfProducer.get(batch.producerId()) == batch.baseOffset();
                return new BatchRetentionResult(last ? BatchRetention.RETAIN_EMPTY : BatchRetention.DELETE_EMPTY, false);
            }

            @Override
            protected boolean shouldRetainRecord(RecordBatch batch, Record r) {
                return latest.get(StandardCharsets.UTF_8.decode(r.key()).toString()) == r.offset();
            }
        };
        ByteBuffer dest = ByteBuffer.allocate(total + 1024);
        MemoryRecords.FilterResult res = dirty.filterTo(new TopicPartition("compacted", 0), filter, dest,
                Integer.MAX_VALUE, BufferSupplier.NO_CACHING);
        ByteBuffer outBuf = res.outputBuffer();
        outBuf.flip();
        return new Fixture("v2-compacted.log", Arrays.asList(MemoryRecords.readableRecords(outBuf)),
                "output of Kafka's MemoryRecords.filterTo over 3 batches (keep latest record per key)",
                "offset gaps inside batches (last_offset from the original batch)",
                "empty batch (record_count 0, written by DefaultRecordBatch.writeEmptyHeader) for producer 7001",
                "retained tombstone -> delete horizon flag set, base timestamp = delete horizon",
                "idempotent producers 7000 and 7001");
    }

    static Fixture mixedMagicFixture() {
        List<MemoryRecords> bs = new ArrayList<>();
        long off = 0;
        Object[][] plan = {{0, CompressionType.NONE}, {0, CompressionType.GZIP}, {1, CompressionType.NONE},
                {1, CompressionType.SNAPPY}, {2, CompressionType.NONE}, {2, CompressionType.ZSTD}};
        for (Object[] step : plan) {
            int magic = (Integer) step[0];
            CompressionType c = (CompressionType) step[1];
            List<Rec> recs = new ArrayList<>();
            for (int i = 0; i < 3; i++)
                recs.add(rec(T0 + 1000 * off + i, "k" + (off + i), "magic " + magic + " " + c.name + " #" + (off + i),
                        h("magic", String.valueOf(magic))));
            bs.add(build(spec().magic(magic).codec(c).base(off).epoch(magic == 2 ? 4 : 0), recs));
            off += 3;
        }
        return new Fixture("mixed-magic.log", bs,
                "one partition across a message-format upgrade: v0 none, v0 gzip, v1 none, v1 snappy, v2 none, v2 zstd",
                "offsets 0..17 contiguous");
    }

    /** ~50 KB uncompressed v2 segment with .index/.timeindex, written through SegmentWriter. */
    static List<Map<String, Object>> indexedFixture(Path dir) throws Exception {
        Path pdir = dir.resolve("indexed-0");
        long base = 5000;
        java.util.Random rnd = new java.util.Random(20231114);
        SegmentWriter w = new SegmentWriter(pdir, base);
        long offset = base;
        long ts = T0;
        for (int batch = 0; batch < 90; batch++) {
            int n = 1 + rnd.nextInt(10);
            List<Rec> recs = new ArrayList<>();
            // every 7th batch carries timestamps older than the batches before it
            long bt = batch % 7 == 6 ? ts - 5_000 : ts;
            for (int i = 0; i < n; i++) {
                int len = 20 + rnd.nextInt(120);
                StringBuilder v = new StringBuilder("{\"seq\":" + (offset + i) + ",\"payload\":\"");
                while (v.length() < len) v.append((char) ('a' + rnd.nextInt(26)));
                v.append("\"}");
                recs.add(rec(bt + i * 10L, "key-" + rnd.nextInt(50), v.toString(),
                        h("batch", String.valueOf(batch))));
            }
            w.append(build(spec().base(offset).epoch(batch < 45 ? 0 : 1), recs));
            offset += n;
            ts += 1_000 + rnd.nextInt(1_000);
        }
        w.close();

        List<Map<String, Object>> out = new ArrayList<>();
        String rel = "indexed-0/" + SegmentWriter.name(base);
        out.addAll(describeLog(dir, rel + ".log", Arrays.asList(
                "90 uncompressed v2 batches (~50 KB), base offset 5000",
                "every 7th batch has timestamps older than earlier batches",
                "partition leader epoch 0 then 1",
                "with .index and .timeindex written by the LogSegment.append rule (index.interval.bytes=4096)")));
        List<long[]> oi = SegmentWriter.readOffsetIndex(w.indexPath(), base);
        List<long[]> ti = SegmentWriter.readTimeIndex(w.timeIndexPath(), base);
        SegmentWriter.verify(w.logPath(), oi, ti);
        writeLines(dir.resolve(rel + ".index.expected.jsonl"), SegmentWriter.offsetIndexJson(oi));
        writeLines(dir.resolve(rel + ".timeindex.expected.jsonl"), SegmentWriter.timeIndexJson(ti));
        for (String suffix : new String[]{".index", ".timeindex"}) {
            Path p = dir.resolve(rel + suffix);
            Path e = dir.resolve(rel + suffix + ".expected.jsonl");
            out.add(Json.obj("path", rel + suffix, "kind", suffix.equals(".index") ? "offset_index" : "time_index",
                    "describes", rel + ".log", "entries", suffix.equals(".index") ? oi.size() : ti.size(),
                    "expected", rel + suffix + ".expected.jsonl",
                    "size", Files.size(p), "sha256", sha256(p)));
            out.add(Json.obj("path", rel + suffix + ".expected.jsonl", "kind", "expected_jsonl",
                    "describes", rel + suffix, "size", Files.size(e), "sha256", sha256(e)));
        }
        return out;
    }

    // The 156-byte batch of the published example (six records "key"/"value", offsets 0..5).
    static final byte[] SEED_BATCH = hex(
            "0000 0000 0000 0000 0000 0090 0000 0000"
            + "0207 3fbb 9a00 0000 0000 0500 0001 6363"
            + "9e4c cc00 0001 6363 9e4e 7bff ffff ffff"
            + "ffff ffff ffff ffff ff00 0000 061c 0000"
            + "0006 6b65 790a 7661 6c75 6500 1e00 d406"
            + "0206 6b65 790a 7661 6c75 6500 1e00 d806"
            + "0406 6b65 790a 7661 6c75 6500 1e00 da06"
            + "0606 6b65 790a 7661 6c75 6500 1e00 dc06"
            + "0806 6b65 790a 7661 6c75 6500 1e00 de06"
            + "0a06 6b65 790a 7661 6c75 6500");

    static byte[] hex(String s) {
        String h = s.replaceAll("\\s", "");
        byte[] out = new byte[h.length() / 2];
        for (int i = 0; i < out.length; i++) out[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
        if (out.length != 156) throw new IllegalStateException("seed batch must be 156 bytes, got " + out.length);
        return out;
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }

    static <T> List<T> sorted(Set<T> s) {
        return new ArrayList<>(new TreeSet<>(s));
    }

    static Set<String> set() {
        return new HashSet<>();
    }
}
