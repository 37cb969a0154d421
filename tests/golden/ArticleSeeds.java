import org.apache.kafka.common.record.FileLogInputStream.FileChannelRecordBatch;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.RecordBatch;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Fixtures that rebuild the worked examples of Chinese-language articles about Kafka's on-disk formats
 * (tests/fixtures/golden/seeds/). The bytes come from Kafka 3.9.1's own builder (MemoryRecords.builder via
 * GoldenSegments.build) and FileRecords; each .log gets its .expected.jsonl from Kafka's reader (KafkaDump),
 * exactly like the other fixtures.
 *
 * seeds/MANIFEST.json lists the files and, for each, "article_claims": every number the article printed
 * (sizes, positions, offsets, CRCs, ...) next to what Kafka's reader reports for our file, and whether they
 * are equal. Nothing here fails when a claim differs: the comparison is the point.
 */
final class ArticleSeeds {
    private ArticleSeeds() {
    }

    // Timestamps. 1538049867325 and 1611670759849/851 are printed in the articles; the others are our choice.
    static final long V2_ARTICLE_TS = 1_538_049_867_325L;      // 2018-09-27T12:04:27.325Z, batch 1 of v2-three-batches
    static final long V1_TS = V2_ARTICLE_TS;                    // our choice (the v1 example has no timestamp)
    static final long V2_BATCH2_TS = V2_ARTICLE_TS + 1_000;     // our choice
    static final long V2_BATCH3_TS = V2_ARTICLE_TS + 2_000;     // our choice; records at +0..+9 ms
    static final long TOPIC_TEST_TS1 = 1_611_670_759_849L;      // 2021-01-26T14:19:19.849Z
    static final long TOPIC_TEST_TS2 = 1_611_670_759_851L;

    static final String PARTITION_DIR = "topic_test-0";
    static final long TOPIC_TEST_BASE = 99;

    static GoldenSegments.Rec rec(long ts, String key, String value) {
        return GoldenSegments.rec(ts, key, value);
    }

    static Map<String, Object> claim(String what, Object article, Object kafka) {
        boolean equal = article instanceof Number && kafka instanceof Number
                ? ((Number) article).longValue() == ((Number) kafka).longValue()
                : article == null ? kafka == null : article.equals(kafka);
        return Json.obj("what", what, "article", article, "kafka", kafka, "equal", equal);
    }

    static List<Map<String, Object>> of(List<Map<String, Object>> lines, String type) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> m : lines) if (type.equals(m.get("type"))) out.add(m);
        return out;
    }

    static String utf8(Object b64) {
        return b64 == null ? null : new String(java.util.Base64.getDecoder().decode((String) b64), StandardCharsets.UTF_8);
    }

    /** Writes the logs, their expected files and seeds/MANIFEST.json into dir (tests/fixtures/golden/seeds). */
    static void generate(Path dir) throws Exception {
        Files.createDirectories(dir);
        List<Map<String, Object>> files = new ArrayList<>();
        files.addAll(v0KeyValue(dir));
        files.addAll(v0TwoMessages(dir));
        files.addAll(v1KeyValue(dir));
        files.addAll(v2ThreeBatches(dir));
        files.addAll(topicTest(dir));

        Map<String, Object> top = Json.obj(
                "generator", "tests/golden/ArticleSeeds.java (run by tests/golden/regenerate.sh)",
                "kafka_clients_version", org.apache.kafka.common.utils.AppInfoParser.getVersion(),
                "note", "worked examples of Chinese-language articles about Kafka's formats, rebuilt with Kafka's "
                        + "own classes; article_claims compares each number the article printed with Kafka's reader",
                "files", files);
        Files.write(dir.resolve("MANIFEST.json"), Json.pretty(top).getBytes(StandardCharsets.UTF_8));
    }

    /** Writes a .log, describes it (expected.jsonl + manifest entries) and attaches the article's claims. */
    static List<Map<String, Object>> log(Path dir, String name, List<MemoryRecords> batches, List<String> features,
                                         ClaimMaker claims) throws Exception {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        GoldenSegments.writeLog(p, batches);
        List<Map<String, Object>> entries = GoldenSegments.describeLog(dir, name, features);
        List<Map<String, Object>> lines = KafkaDump.dump(p);
        List<Map<String, Object>> c = claims.make(Files.size(p), of(lines, "batch"), of(lines, "record"));
        boolean all = true;
        for (Map<String, Object> m : c) all &= (Boolean) m.get("equal");
        Map<String, Object> logEntry = entries.get(0);
        logEntry.put("article_claims_all_equal", all);
        logEntry.put("article_claims", c);
        return entries;
    }

    interface ClaimMaker {
        List<Map<String, Object>> make(long fileSize, List<Map<String, Object>> batches, List<Map<String, Object>> records);
    }

    // ---------------------------------------------------------------------------------------------
    // 1. magic 0, key "key", value "value", offset 0: 34 bytes; DumpLogSegments (0.8.2) printed
    //    "offset: 0 position: 0 isvalid: true payloadsize: 5 magic: 0 compresscodec: NoCompressionCodec
    //     crc: 592888119 keysize: 3"

    static List<Map<String, Object>> v0KeyValue(Path dir) throws Exception {
        MemoryRecords m = GoldenSegments.build(GoldenSegments.spec().magic(0).base(0),
                rec(RecordBatch.NO_TIMESTAMP, "key", "value"));
        return log(dir, "v0-key-value.log", Arrays.asList(m), Arrays.asList(
                "article example: one magic-0 message, key \"key\", value \"value\", offset 0, no compression"),
                (size, b, r) -> Arrays.asList(
                        claim("file size", 34, size),
                        claim("message 1 size (offset+size fields included)", 34, b.get(0).get("size")),
                        claim("message 1 offset", 0, b.get(0).get("base_offset")),
                        claim("message 1 position", 0, b.get(0).get("position")),
                        claim("message 1 isvalid", true, b.get(0).get("crc_valid")),
                        claim("message 1 payloadsize", 5, r.get(0).get("value_size")),
                        claim("message 1 magic", 0, b.get(0).get("magic")),
                        claim("message 1 compresscodec (NoCompressionCodec)", "none", b.get(0).get("compression")),
                        claim("message 1 crc", 592888119L, b.get(0).get("crc")),
                        claim("message 1 keysize", 3, r.get(0).get("key_size"))));
    }

    // 2. the above followed by a magic-0 message with a null key and value "value" (offset 1): 65 bytes.

    static List<Map<String, Object>> v0TwoMessages(Path dir) throws Exception {
        MemoryRecords m = GoldenSegments.build(GoldenSegments.spec().magic(0).base(0),
                rec(RecordBatch.NO_TIMESTAMP, "key", "value"),
                rec(RecordBatch.NO_TIMESTAMP, null, "value"));
        return log(dir, "v0-two-messages.log", Arrays.asList(m), Arrays.asList(
                "article example: magic-0 messages key \"key\"/value \"value\" (offset 0) and null key/value \"value\" (offset 1)"),
                (size, b, r) -> Arrays.asList(
                        claim("file size", 65, size),
                        claim("message 1 size", 34, b.get(0).get("size")),
                        claim("message 1 crc", 592888119L, b.get(0).get("crc")),
                        claim("message 2 size", 31, b.get(1).get("size")),
                        claim("message 2 position", 34, b.get(1).get("position")),
                        claim("message 2 offset", 1, b.get(1).get("base_offset")),
                        claim("message 2 key (null)", null, r.get(1).get("key")),
                        claim("message 2 value", "value", utf8(r.get(1).get("value")))));
    }

    // 3. magic 1, key "key", value "value": 42 bytes.

    static List<Map<String, Object>> v1KeyValue(Path dir) throws Exception {
        MemoryRecords m = GoldenSegments.build(GoldenSegments.spec().magic(1).base(0), rec(V1_TS, "key", "value"));
        return log(dir, "v1-key-value.log", Arrays.asList(m), Arrays.asList(
                "article example: one magic-1 message, key \"key\", value \"value\", offset 0, no compression",
                "CreateTime " + V1_TS + " (our choice; the article gives no timestamp)"),
                (size, b, r) -> Arrays.asList(
                        claim("file size", 42, size),
                        claim("message 1 size", 42, b.get(0).get("size"))));
    }

    // 4. magic 2, three batches: size 76 (crc 1494132791, partitionLeaderEpoch 0, CreateTime 1538049867325),
    //    73 (null key, base offset 1), 191 (10 records, null key, 6-byte values, base offset 2, position 149,
    //    lastOffset 11).

    static List<Map<String, Object>> v2ThreeBatches(Path dir) throws Exception {
        List<MemoryRecords> bs = new ArrayList<>();
        bs.add(GoldenSegments.build(GoldenSegments.spec().base(0).epoch(0), rec(V2_ARTICLE_TS, "key", "value")));
        bs.add(GoldenSegments.build(GoldenSegments.spec().base(1).epoch(0), rec(V2_BATCH2_TS, null, "value")));
        List<GoldenSegments.Rec> ten = new ArrayList<>();
        for (int i = 0; i < 10; i++) ten.add(rec(V2_BATCH3_TS + i, null, "value" + i));
        bs.add(GoldenSegments.build(GoldenSegments.spec().base(2).epoch(0), ten));
        return log(dir, "v2-three-batches.log", bs, Arrays.asList(
                "article example: three magic-2 batches, partition leader epoch 0, producer id -1, CreateTime",
                "batch 1: key \"key\", value \"value\", timestamp " + V2_ARTICLE_TS + " (from the article)",
                "batch 2: null key, value \"value\", base offset 1, timestamp " + V2_BATCH2_TS + " (our choice)",
                "batch 3: 10 records, null key, values value0..value9, base offset 2, timestamps "
                        + V2_BATCH3_TS + "+0..9 (our choice)"),
                (size, b, r) -> Arrays.asList(
                        claim("batch 1 size", 76, b.get(0).get("size")),
                        claim("batch 1 crc", 1494132791L, b.get(0).get("crc")),
                        claim("batch 1 partitionLeaderEpoch", 0, b.get(0).get("partition_leader_epoch")),
                        claim("batch 1 timestamp type", "CreateTime", b.get(0).get("timestamp_type")),
                        claim("batch 1 CreateTime (max timestamp)", V2_ARTICLE_TS, b.get(0).get("max_timestamp")),
                        claim("batch 2 size", 73, b.get(1).get("size")),
                        claim("batch 2 base offset", 1, b.get(1).get("base_offset")),
                        claim("batch 3 position", 149, b.get(2).get("position")),
                        claim("batch 3 size", 191, b.get(2).get("size")),
                        claim("batch 3 lastOffset", 11, b.get(2).get("last_offset"))));
    }

    // 5. topic_test-0/00000000000000000099.log: one batch, base offset 99, 4 records; kafka-dump-log printed
    //    "baseOffset: 99 lastOffset: 102 count: 4 baseSequence: -1 lastSequence: -1 producerId: -1
    //     producerEpoch: -1 partitionLeaderEpoch: 0 isTransactional: false isControl: false position: 0
    //     CreateTime: 1611670759851 size: 137 magic: 2 compresscodec: NONE crc: 820456027 isvalid: true"
    //    and its .index printed "offset: 99 position: 0".

    static List<Map<String, Object>> topicTest(Path dir) throws Exception {
        String[] keys = {"key-1", "key-2", "key-5", "key-6"};
        long[] ts = {TOPIC_TEST_TS1, TOPIC_TEST_TS1, TOPIC_TEST_TS2, TOPIC_TEST_TS2};
        List<GoldenSegments.Rec> recs = new ArrayList<>();
        for (int i = 0; i < 4; i++) recs.add(rec(ts[i], keys[i], keys[i].replace("key", "value")));
        MemoryRecords batch = GoldenSegments.build(GoldenSegments.spec().base(TOPIC_TEST_BASE).epoch(0), recs);

        String stem = PARTITION_DIR + "/" + SegmentWriter.name(TOPIC_TEST_BASE);
        List<Map<String, Object>> out = new ArrayList<>(log(dir, stem + ".log", Arrays.asList(batch), Arrays.asList(
                "article example: partition directory topic_test-0, segment base offset 99",
                "one magic-2 batch, 4 records (keys key-1, key-2, key-5, key-6), partition leader epoch 0, "
                        + "producer id -1, CreateTime, no compression",
                "timestamps 1611670759849, 1611670759849, 1611670759851, 1611670759851 (from the article)"),
                (size, b, r) -> {
                    Map<String, Object> b0 = b.get(0);
                    List<Map<String, Object>> c = new ArrayList<>(Arrays.asList(
                            claim("baseOffset", 99, b0.get("base_offset")),
                            claim("lastOffset", 102, b0.get("last_offset")),
                            claim("count", 4, b0.get("record_count")),
                            claim("baseSequence", -1, b0.get("base_sequence")),
                            claim("lastSequence", -1, b0.get("last_sequence")),
                            claim("producerId", -1, b0.get("producer_id")),
                            claim("producerEpoch", -1, b0.get("producer_epoch")),
                            claim("partitionLeaderEpoch", 0, b0.get("partition_leader_epoch")),
                            claim("isTransactional", false, b0.get("is_transactional")),
                            claim("isControl", false, b0.get("is_control")),
                            claim("position", 0, b0.get("position")),
                            claim("timestamp type", "CreateTime", b0.get("timestamp_type")),
                            claim("CreateTime (max timestamp)", TOPIC_TEST_TS2, b0.get("max_timestamp")),
                            claim("size", 137, b0.get("size")),
                            claim("magic", 2, b0.get("magic")),
                            claim("compresscodec (NONE)", "none", b0.get("compression")),
                            claim("crc", 820456027L, b0.get("crc")),
                            claim("isvalid", true, b0.get("crc_valid"))));
                    for (int i = 0; i < 4; i++) {
                        Map<String, Object> ri = r.get(i);
                        String at = "record " + (99 + i) + " ";
                        c.add(claim(at + "offset", 99 + i, ri.get("offset")));
                        c.add(claim(at + "CreateTime", ts[i], ri.get("timestamp")));
                        c.add(claim(at + "keysize", 5, ri.get("key_size")));
                        c.add(claim(at + "valuesize", 7, ri.get("value_size")));
                        c.add(claim(at + "sequence", -1, ri.get("sequence")));
                        c.add(claim(at + "headerKeys (count)", 0, ((List<?>) ri.get("headers")).size()));
                        c.add(claim(at + "key", keys[i], utf8(ri.get("key"))));
                        c.add(claim(at + "payload", keys[i].replace("key", "value"), utf8(ri.get("value"))));
                    }
                    return c;
                }));

        // The .index as the article's DumpLogSegments showed it: one entry, relative offset 0, position 0
        // (8 zero bytes). See README.md: this is the first slot of a preallocated, zero-filled active-segment
        // index, not an entry written by LogSegment.append.
        Path index = dir.resolve(stem + ".index");
        ByteBuffer idx = ByteBuffer.allocate(8); // big-endian
        idx.putInt((int) (TOPIC_TEST_BASE - TOPIC_TEST_BASE)).putInt(0);
        Files.write(index, idx.array());
        List<long[]> entries = SegmentWriter.readOffsetIndex(index, TOPIC_TEST_BASE);
        Path expected = dir.resolve(stem + ".index.expected.jsonl");
        GoldenSegments.writeLines(expected, SegmentWriter.offsetIndexJson(entries));

        long lastOffsetAtPosition0;
        try (FileRecords fr = FileRecords.open(dir.resolve(stem + ".log").toFile(), false)) {
            FileChannelRecordBatch first = fr.batchesFrom((int) entries.get(0)[1]).iterator().next();
            lastOffsetAtPosition0 = first.lastOffset();
        }
        Map<String, Object> rule = kafka39Rule(batch);

        out.add(Json.obj("path", stem + ".index", "kind", "offset_index",
                "describes", stem + ".log", "entries", entries.size(),
                "expected", stem + ".index.expected.jsonl",
                "written_as", "the article's DumpLogSegments output (offset: 99 position: 0), byte for byte; "
                        + "not the LogSegment.append rule",
                "article_claims_all_equal", entries.get(0)[0] == 99 && entries.get(0)[1] == 0,
                "article_claims", Arrays.asList(
                        claim("entry 1 offset", 99, entries.get(0)[0]),
                        claim("entry 1 position", 0, entries.get(0)[1])),
                "kafka_reader_last_offset_of_batch_at_entry_position", lastOffsetAtPosition0,
                "entry_matches_batch_last_offset", lastOffsetAtPosition0 == entries.get(0)[0],
                "kafka_3_9_rule", rule,
                "size", Files.size(index), "sha256", GoldenSegments.sha256(index)));
        out.add(Json.obj("path", stem + ".index.expected.jsonl", "kind", "expected_jsonl",
                "describes", stem + ".index", "size", Files.size(expected), "sha256", GoldenSegments.sha256(expected)));
        return out;
    }

    /**
     * What SegmentWriter (the Kafka 3.9 LogSegment.append/close rule, see README.md) writes for the same
     * single batch: computed in a scratch directory under java.io.tmpdir, which is removed afterwards.
     */
    static Map<String, Object> kafka39Rule(MemoryRecords batch) throws Exception {
        Path scratch = Files.createTempDirectory("article-seed-rule");
        try {
            SegmentWriter w = new SegmentWriter(scratch, TOPIC_TEST_BASE);
            w.append(batch);
            w.close();
            List<Object> oi = new ArrayList<>();
            for (long[] e : SegmentWriter.readOffsetIndex(w.indexPath(), TOPIC_TEST_BASE))
                oi.add(Json.obj("offset", e[0], "position", e[1]));
            List<Object> ti = new ArrayList<>();
            for (long[] e : SegmentWriter.readTimeIndex(w.timeIndexPath(), TOPIC_TEST_BASE))
                ti.add(Json.obj("timestamp", e[0], "offset", e[1]));
            return Json.obj("offset_index_entries", oi, "time_index_entries", ti);
        } finally {
            try (Stream<Path> s = Files.walk(scratch)) {
                for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) Files.delete(p);
            }
        }
    }
}
