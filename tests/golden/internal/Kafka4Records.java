import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;

import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.protocol.types.CompactArrayOf;
import org.apache.kafka.common.protocol.types.Field;
import org.apache.kafka.common.protocol.types.Schema;
import org.apache.kafka.common.protocol.types.Struct;
import org.apache.kafka.common.protocol.types.Type;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.Record;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.SimpleRecord;
import org.apache.kafka.common.utils.ByteUtils;
import org.apache.kafka.common.utils.Crc32C;

/**
 * Records of Kafka 4.x's new internal topics, encoded from Kafka 4.3's message definitions (definitions/, copied
 * from branch 4.3) with kafka-clients' Schema/Struct types (Definitions):
 * <ul>
 * <li>share-group-state.log: __share_group_state keys and values (CoordinatorRecordSerde's frame: a short record
 * type, the key at version 0; a short version, the value), with the cases and expected lines of Kafka 4.3's
 * DumpLogSegmentsTest.testShareGroupStateMessageParser;</li>
 * <li>remote-log-metadata.log: __remote_log_metadata values (RemoteLogMetadataSerde's frame, unsigned varints
 * 1, api key, version, as MetadataRecordSerde's), with the payloads Kafka 4.3's DumpLogSegmentsTest
 * testDumpRemoteLogMetadata* expects;</li>
 * <li>producer-snapshot-4.3.snapshot: a producer snapshot encoded from 4.3's ProducerSnapshot.json (version 1),
 * which must be byte for byte what ProducerSnapshots writes in 3.9's layout.</li>
 * </ul>
 */
final class Kafka4Records {
    static final long T0 = 1700000000000L;
    static final String TOPIC_ID = "Uj5wn_FqTXirEASvVZRY1w";
    static final String SEGMENT_ID = "8hGkVq4DQ0ibmA7QIBN9Rw";

    private Kafka4Records() {
    }

    static JsonNode j(String text) {
        return Definitions.json(text);
    }

    /** One record: key and value bytes, what Kafka's JSON converters write for them, and DumpLogSegments' texts. */
    static final class Rec {
        final String about;
        final ByteBuffer key;
        final ByteBuffer value;
        final Map<String, Object> facts;

        Rec(String about, ByteBuffer key, ByteBuffer value, Map<String, Object> facts) {
            this.about = about;
            this.key = key;
            this.value = value;
            this.facts = facts;
        }
    }

    static String batch(long first, long last, int state, int count) {
        return "{\"firstOffset\":" + first + ",\"lastOffset\":" + last + ",\"deliveryState\":" + state
                + ",\"deliveryCount\":" + count + "}";
    }

    static String shareKey(String group, String topicId, int partition) {
        return "{\"groupId\":\"" + group + "\",\"topicId\":\"" + topicId + "\",\"partition\":" + partition + "}";
    }

    static String snapshotValue(int snapshotEpoch, int stateEpoch, int leaderEpoch, long start, String completeCount,
                                long created, long written, String batches) {
        return "{\"snapshotEpoch\":" + snapshotEpoch + ",\"stateEpoch\":" + stateEpoch + ",\"leaderEpoch\":" + leaderEpoch
                + ",\"startOffset\":" + start + ",\"deliveryCompleteCount\":" + completeCount + ",\"createTimestamp\":"
                + created + ",\"writeTimestamp\":" + written + ",\"stateBatches\":[" + batches + "]}";
    }

    static String updateValue(int snapshotEpoch, int leaderEpoch, long start, String completeCount, String batches) {
        return "{\"snapshotEpoch\":" + snapshotEpoch + ",\"leaderEpoch\":" + leaderEpoch + ",\"startOffset\":" + start
                + ",\"deliveryCompleteCount\":" + completeCount + ",\"stateBatches\":[" + batches + "]}";
    }

    /** A share coordinator record: key type (= the key message's api key) and value (null = tombstone). */
    static Rec share(Definitions defs, String about, String keyMessage, int type, String key, String valueMessage,
                     String value, String dlsKey, String dlsValue) {
        ByteBuffer k = defs.encodePrefixed(keyMessage, type, 0, j(key));
        ByteBuffer v = valueMessage == null ? null : defs.encodePrefixed(valueMessage, 0, 0, j(value));
        return new Rec(about, k, v, Json.obj("key_type", type,
                "key_data", defs.inVersionOrder(keyMessage, 0, j(key)).toString(),
                "value_version", valueMessage == null ? null : 0,
                "value_data", valueMessage == null ? null : defs.inVersionOrder(valueMessage, 0, j(value)).toString(),
                "dls_key", dlsKey, "dls_value", dlsValue));
    }

    static List<Rec> shareRecords(Definitions defs) {
        List<Rec> out = new ArrayList<>();
        String gs1 = shareKey("gs1", TOPIC_ID, 0);
        // Kafka 4.3's DumpLogSegmentsTest.testShareGroupStateMessageParser, its timestamp set to T0
        out.add(share(defs, "DumpLogSegmentsTest: ShareSnapshot", "ShareSnapshotKey", 0, gs1, "ShareSnapshotValue",
                snapshotValue(0, 0, 0, 0, "null", T0, T0, batch(0, 4, 2, 1)),
                "{\"type\":\"0\",\"data\":{\"groupId\":\"gs1\",\"topicId\":\"Uj5wn_FqTXirEASvVZRY1w\",\"partition\":0}}",
                String.format("{\"version\":\"0\",\"data\":{\"snapshotEpoch\":0,\"stateEpoch\":0,\"leaderEpoch\":0,"
                        + "\"startOffset\":0,\"createTimestamp\":%d,\"writeTimestamp\":%d,\"stateBatches\":[{"
                        + "\"firstOffset\":0,\"lastOffset\":4,\"deliveryState\":2,\"deliveryCount\":1}]}}", T0, T0)));
        out.add(share(defs, "DumpLogSegmentsTest: ShareUpdate", "ShareUpdateKey", 1, gs1, "ShareUpdateValue",
                updateValue(0, 0, 0, "null", batch(0, 4, 2, 1)),
                "{\"type\":\"1\",\"data\":{\"groupId\":\"gs1\",\"topicId\":\"Uj5wn_FqTXirEASvVZRY1w\",\"partition\":0}}",
                "{\"version\":\"0\",\"data\":{\"snapshotEpoch\":0,\"leaderEpoch\":0,\"startOffset\":0,"
                        + "\"stateBatches\":[{\"firstOffset\":0,\"lastOffset\":4,\"deliveryState\":2,\"deliveryCount\":1}]}}"));
        out.add(share(defs, "DumpLogSegmentsTest: a tombstone", "ShareSnapshotKey", 0, gs1, null, null,
                "{\"type\":\"0\",\"data\":{\"groupId\":\"gs1\",\"topicId\":\"Uj5wn_FqTXirEASvVZRY1w\",\"partition\":0}}",
                "<DELETE>"));
        // an unknown record type: the key is only the short 32767, the value empty
        out.add(new Rec("DumpLogSegmentsTest: an unknown record type",
                ByteBuffer.allocate(2).putShort(0, Short.MAX_VALUE), ByteBuffer.allocate(0),
                Json.obj("dls_key", "Unknown record type 32767 at offset %d, skipping.")));
        // ShareUpdateKey with the bytes of a default ShareSnapshotValue: its stateBatches count reads as null
        Rec wrong = share(defs, "DumpLogSegmentsTest: a value that does not parse", "ShareUpdateKey", 1,
                shareKey("group", TOPIC_ID, 0), null, null, null, null);
        ByteBuffer snapshotBytes = defs.encodePrefixed("ShareSnapshotValue", 0, 0,
                j(snapshotValue(0, 0, 0, 0, "null", 0, 0, "")));
        out.add(new Rec(wrong.about, wrong.key, snapshotBytes, Json.obj("key_type", 1,
                "dls_key", "Error at offset %d, skipping. Could not read record with version 0 from value's buffer due to: "
                        + "non-nullable field stateBatches was serialized as null.")));
        // Kafka 4.2's DeliveryCompleteCount (tag 0), several batches, every delivery state, int64 edges
        String orders = shareKey("orders-share", "b2Q4Z8TkQcW2mC0vDb8gXQ", 2);
        out.add(share(defs, "snapshot with DeliveryCompleteCount (4.2) and three batches", "ShareSnapshotKey", 0, orders,
                "ShareSnapshotValue", snapshotValue(3, 1, 7, 100, "5", T0 + 1, T0 + 2,
                        batch(100, 104, 2, 1) + "," + batch(105, 109, 0, 2) + "," + batch(110, 110, 4, 5)), null, null));
        out.add(share(defs, "update: start offset unchanged (-1), one archived batch", "ShareUpdateKey", 1, orders,
                "ShareUpdateValue", updateValue(3, 7, -1, "null", batch(111, 120, 4, 3)), null, null));
        out.add(share(defs, "update with DeliveryCompleteCount and no batches", "ShareUpdateKey", 1, orders,
                "ShareUpdateValue", updateValue(3, 7, 121, "0", ""), null, null));
        out.add(share(defs, "edge values: int64 offsets, negative epochs, non-ASCII group", "ShareSnapshotKey", 0,
                shareKey("группа ☕", "AAAAAAAAAAAAAAAAAAAAAA", 2147483647), "ShareSnapshotValue",
                snapshotValue(2147483647, -1, -1, 9223372036854775806L, "2147483647", -1, 9223372036854775807L,
                        batch(9223372036854775806L, 9223372036854775806L, 1, 32767)), null, null));
        out.add(share(defs, "update tombstone", "ShareUpdateKey", 1, orders, null, null, null, null));
        // a value of version 1, which Kafka 4.3 refuses
        Rec future = share(defs, "value version 1 (unknown)", "ShareSnapshotKey", 0, orders, null, null, null, null);
        ByteBuffer v1 = defs.encodePrefixed("ShareSnapshotValue", 1, 0, j(snapshotValue(0, 0, 0, 0, "null", 0, 0, "")));
        out.add(new Rec(future.about, future.key, v1, Json.obj("key_type", 0,
                "dls_key", "Error at offset %d, skipping. Found an unknown record version 1 for 0 type")));
        // a value with an unknown tag (7) beside DeliveryCompleteCount, written by a newer schema: Kafka skips it
        out.add(new Rec("ShareUpdateValue with an unknown tagged field 7", defs.encodePrefixed("ShareUpdateKey", 1, 0, j(orders)),
                futureUpdateValue(), Json.obj("key_type", 1, "key_data", defs.inVersionOrder("ShareUpdateKey", 0, j(orders)).toString(),
                        "value_version", 0, "value_data", defs.inVersionOrder("ShareUpdateValue", 0,
                                j(updateValue(4, 7, 130, "9", batch(130, 131, 2, 1)))).toString())));
        return out;
    }

    /** ShareUpdateValue v0 with tags 0 (DeliveryCompleteCount 9) and 7 (a string Kafka 4.3 does not know). */
    static ByteBuffer futureUpdateValue() {
        Schema batch = new Schema(new Field("first_offset", Type.INT64), new Field("last_offset", Type.INT64),
                new Field("delivery_state", Type.INT8), new Field("delivery_count", Type.INT16), Field.TaggedFieldsSection.of());
        Struct b = new Struct(batch).set("first_offset", 130L).set("last_offset", 131L).set("delivery_state", (byte) 2)
                .set("delivery_count", (short) 1);
        b.set("_tagged_fields", new TreeMap<Integer, Object>());
        Schema value = new Schema(new Field("snapshot_epoch", Type.INT32), new Field("leader_epoch", Type.INT32),
                new Field("start_offset", Type.INT64), new Field("state_batches", new CompactArrayOf(batch)),
                Field.TaggedFieldsSection.of(0, new Field("delivery_complete_count", Type.INT32),
                        7, new Field("future", Type.COMPACT_STRING)));
        Struct v = new Struct(value).set("snapshot_epoch", 4).set("leader_epoch", 7).set("start_offset", 130L)
                .set("state_batches", new Object[]{b});
        TreeMap<Integer, Object> tags = new TreeMap<>();
        tags.put(0, 9);
        tags.put(7, "from a newer Kafka");
        v.set("_tagged_fields", tags);
        ByteBuffer out = ByteBuffer.allocate(2 + v.sizeOf());
        out.putShort((short) 0);
        v.writeTo(out);
        out.flip();
        return out;
    }

    static String tip(String name, String id, int partition) {
        return "{\"name\":\"" + name + "\",\"id\":\"" + id + "\",\"partition\":" + partition + "}";
    }

    static String segmentId(String tip, String id) {
        return "{\"topicIdPartition\":" + tip + ",\"id\":\"" + id + "\"}";
    }

    static Rec remote(Definitions defs, String about, String message, int apiKey, String value, String dls) {
        ByteBuffer v = MetadataRecords.frame(apiKey, 0, defs.encode(message, 0, j(value)));
        return new Rec(about, null, v, Json.obj("api_key", apiKey, "version", 0, "message", message,
                "value_data", defs.inVersionOrder(message, 0, j(value)).toString(), "dls_value", dls));
    }

    static String segment(String id, long start, long end, int broker, long maxTs, long eventTs, String epochs, int size,
                          String custom, int state, String txnIndexEmpty) {
        return "{\"remoteLogSegmentId\":" + segmentId(tip("foo", TOPIC_ID, 0), id) + ",\"startOffset\":" + start
                + ",\"endOffset\":" + end + ",\"brokerId\":" + broker + ",\"maxTimestampMs\":" + maxTs
                + ",\"eventTimestampMs\":" + eventTs + ",\"segmentLeaderEpochs\":[" + epochs + "],\"segmentSizeInBytes\":"
                + size + ",\"customMetadata\":" + custom + ",\"remoteLogSegmentState\":" + state + ",\"txnIndexEmpty\":"
                + txnIndexEmpty + "}";
    }

    static String update(String id, int broker, long eventTs, String custom, int state) {
        return "{\"remoteLogSegmentId\":" + segmentId(tip("foo", TOPIC_ID, 0), id) + ",\"brokerId\":" + broker
                + ",\"eventTimestampMs\":" + eventTs + ",\"customMetadata\":" + custom + ",\"remoteLogSegmentState\":"
                + state + "}";
    }

    static String delete(int broker, long eventTs, int state) {
        return "{\"topicIdPartition\":" + tip("foo", TOPIC_ID, 0) + ",\"brokerId\":" + broker + ",\"eventTimestampMs\":"
                + eventTs + ",\"remotePartitionDeleteState\":" + state + "}";
    }

    static String epoch(int e, long offset) {
        return "{\"leaderEpoch\":" + e + ",\"offset\":" + offset + "}";
    }

    static List<Rec> remoteRecords(Definitions defs) {
        List<Rec> out = new ArrayList<>();
        String dlsDelete = "RemotePartitionDeleteMetadata{topicPartition=" + TOPIC_ID + ":foo-0, "
                + "state=DELETE_PARTITION_MARKED, eventTimestampMs=0, brokerId=0}";
        String dlsUpdate = "RemoteLogSegmentMetadataUpdate{remoteLogSegmentId=RemoteLogSegmentId{topicIdPartition="
                + TOPIC_ID + ":foo-0, id=" + SEGMENT_ID + "}, customMetadata=Optional[CustomMetadata{4 bytes}], "
                + "state=COPY_SEGMENT_FINISHED, eventTimestampMs=0, brokerId=0}";
        // Kafka 4.3's DumpLogSegmentsTest.testDumpRemoteLogMetadata*: the payloads it expects
        out.add(remote(defs, "DumpLogSegmentsTest: RemotePartitionDeleteMetadata", "RemotePartitionDeleteMetadataRecord", 2,
                delete(0, 0, 0), dlsDelete));
        out.add(remote(defs, "DumpLogSegmentsTest: RemoteLogSegmentMetadataUpdate with 4 bytes of custom metadata",
                "RemoteLogSegmentMetadataUpdateRecord", 1, update(SEGMENT_ID, 0, 0, "\"AAECAw==\"", 1), dlsUpdate));
        out.add(new Rec("DumpLogSegmentsTest: corrupted", null,
                ByteBuffer.wrap("corrupted".getBytes(StandardCharsets.UTF_8)),
                Json.obj("dls_value_contains", "Could not deserialize metadata record")));
        // a segment's life: copy started (TxnIndexEmpty, Kafka 4.0), finished, deletion started, finished
        String seg2 = "Zm9vLXNlZ21lbnQtMDAwMQ";
        out.add(remote(defs, "copy started, two leader epochs, TxnIndexEmpty true (tag 0)", "RemoteLogSegmentMetadataRecord", 0,
                segment(seg2, 0, 1199, 1, T0 + 599_999, T0 + 600_000, epoch(0, 0) + "," + epoch(1, 700), 1_048_576, "null", 0,
                        "true"), null));
        out.add(remote(defs, "copy finished, custom metadata", "RemoteLogSegmentMetadataUpdateRecord", 1,
                update(seg2, 1, T0 + 601_000, "\"cnNtLWtleQ==\"", 1), null));
        out.add(remote(defs, "copy started without TxnIndexEmpty, epochs out of order and repeated",
                "RemoteLogSegmentMetadataRecord", 0,
                segment(SEGMENT_ID, 1200, 3_000_000_000L, 2, T0 + 1_200_000, T0 + 1_200_001,
                        epoch(3, 2500) + "," + epoch(2, 1200) + "," + epoch(3, 2600), 2_147_483_647, "\"AQ==\"", 0, "null"), null));
        out.add(remote(defs, "deletion started", "RemoteLogSegmentMetadataUpdateRecord", 1,
                update(seg2, 1, T0 + 3_600_000, "null", 2), null));
        out.add(remote(defs, "deletion finished", "RemoteLogSegmentMetadataUpdateRecord", 1,
                update(seg2, 1, T0 + 3_600_500, "null", 3), null));
        out.add(remote(defs, "partition deletion started and finished", "RemotePartitionDeleteMetadataRecord", 2,
                delete(1, T0 + 7_200_000, 1), null));
        out.add(remote(defs, "", "RemotePartitionDeleteMetadataRecord", 2, delete(1, T0 + 7_200_001, 2), null));
        out.add(remote(defs, "snapshot record (type 3), TxnIndexEmpty true", "RemoteLogSegmentMetadataSnapshotRecord", 3,
                "{\"segmentId\":\"" + seg2 + "\",\"startOffset\":0,\"endOffset\":1199,\"brokerId\":1,\"maxTimestampMs\":"
                        + (T0 + 599_999) + ",\"eventTimestampMs\":" + (T0 + 601_000) + ",\"segmentLeaderEpochs\":["
                        + epoch(0, 0) + "," + epoch(1, 700) + "],\"segmentSizeInBytes\":1048576,\"customMetadata\":null,"
                        + "\"remoteLogSegmentState\":1,\"txnIndexEmpty\":true}", null));
        // what RemoteLogMetadataSerde refuses
        ByteBuffer frame0 = MetadataRecords.frame(2, 0, defs.encode("RemotePartitionDeleteMetadataRecord", 0, j(delete(0, 0, 0))));
        frame0.put(0, (byte) 0);
        out.add(new Rec("frame version 0", null, frame0, Json.obj("dls_value_contains",
                "Could not deserialize metadata record with frame version 0.")));
        out.add(new Rec("unknown api key 9", null, MetadataRecords.frame(9, 0, ByteBuffer.allocate(1)),
                Json.obj("dls_value_contains", "Error at offset")));
        ByteBuffer garbage = MetadataRecords.frame(2, 0, defs.encode("RemotePartitionDeleteMetadataRecord", 0, j(delete(0, 0, 0))));
        ByteBuffer withGarbage = ByteBuffer.allocate(garbage.remaining() + 2).put(garbage).put((byte) 1).put((byte) 2);
        withGarbage.flip();
        out.add(new Rec("two bytes after the message", null, withGarbage,
                Json.obj("dls_value_contains", "Found 2 byte(s) of garbage after 2")));
        out.add(remote(defs, "unknown segment state 9: RemoteLogSegmentMetadataUpdate refuses a null state",
                "RemoteLogSegmentMetadataUpdateRecord", 1, update(seg2, 1, 0, "null", 9), null));
        out.get(out.size() - 1).facts.put("dls_value_contains", "state can not be null");
        return out;
    }

    static Map<String, Object> write(Definitions defs, Path out, String name, List<Rec> recs) throws IOException {
        Path log = out.resolve(name + ".log");
        List<SimpleRecord> records = new ArrayList<>();
        long ts = T0;
        for (Rec r : recs) records.add(new SimpleRecord(ts++, r.key, r.value));
        try (FileRecords fr = FileRecords.open(log.toFile())) {
            for (int i = 0; i < records.size(); i += 3) {
                List<SimpleRecord> chunk = records.subList(i, Math.min(records.size(), i + 3));
                fr.append(MemoryRecords.withRecords(i, i % 2 == 0 ? Compression.NONE : Compression.gzip().build(),
                        chunk.toArray(new SimpleRecord[0])));
            }
        }
        StringBuilder jsonl = new StringBuilder();
        int i = 0;
        try (FileRecords fr = FileRecords.open(log.toFile())) {
            for (RecordBatch b : fr.batches()) {
                for (Record r : b) {
                    Rec rec = recs.get(i++);
                    Map<String, Object> line = Json.obj("offset", r.offset(), "about", rec.about,
                            "key", r.hasKey() ? Json.b64(r.key()) : null, "value", r.hasValue() ? Json.b64(r.value()) : null);
                    for (Map.Entry<String, Object> f : rec.facts.entrySet()) {
                        Object v = f.getValue();
                        line.put(f.getKey(), v instanceof String && ((String) v).contains("%d")
                                ? String.format((String) v, r.offset()) : v);
                    }
                    jsonl.append(Json.compact(line)).append('\n');
                }
            }
        }
        if (i != recs.size()) throw new IllegalStateException("read back " + i + " of " + recs.size());
        Files.writeString(out.resolve(name + ".values.jsonl"), jsonl.toString());
        return Json.obj("file", name + ".log", "records", recs.size(),
                "about", "values encoded from Kafka 4.3's message definitions (definitions/) with kafka-clients' "
                        + "Schema/Struct; key_data/value_data = the fields in definition order as Kafka's JSON converters "
                        + "write them (tagged fields at their default left out); dls_* = DumpLogSegments 4.3's text where "
                        + "Kafka's DumpLogSegmentsTest gives it");
    }

    /** A producer snapshot from 4.3's ProducerSnapshot.json (version 1), checked against ProducerSnapshots' 3.9 layout. */
    static Map<String, Object> producerSnapshot(Definitions defs, Path out) throws IOException {
        long[][] entries = {{1000, 0, 578, 578, 9, T0 + 1000, -1, -1}, {2000, 3, 41, 120, 2, T0 + 2000, 7, 118}};
        StringBuilder value = new StringBuilder("{\"crc\":0,\"producerEntries\":[");
        for (int i = 0; i < entries.length; i++) {
            long[] e = entries[i];
            value.append(i > 0 ? "," : "").append("{\"producerId\":").append(e[0]).append(",\"epoch\":").append(e[1])
                    .append(",\"lastSequence\":").append(e[2]).append(",\"lastOffset\":").append(e[3])
                    .append(",\"offsetDelta\":").append(e[4]).append(",\"timestamp\":").append(e[5])
                    .append(",\"coordinatorEpoch\":").append(e[6]).append(",\"currentTxnFirstOffset\":").append(e[7]).append('}');
        }
        value.append("]}");
        // ProducerStateManager.writeSnapshot: toVersionPrefixedByteBuffer(HIGHEST_SUPPORTED_VERSION = 1, …), then the CRC
        ByteBuffer b = defs.encodePrefixed("ProducerSnapshot", 1, 1, j(value.toString()));
        ByteUtils.writeUnsignedInt(b, 2, Crc32C.compute(b, 6, b.limit() - 6));
        ByteBuffer old = ProducerSnapshots.snapshot(entries);
        if (!b.equals(old)) throw new IllegalStateException("4.3's ProducerSnapshot differs from the 3.9 layout");
        String name = "producer-snapshot-4.3.snapshot";
        Files.write(out.resolve(name), SampleData.array(b));
        return Json.obj("file", name, "entries", entries.length, "about", "encoded from Kafka 4.3's ProducerSnapshot.json "
                + "(version 1) with kafka-clients' Schema/Struct and Crc32C, as 4.3's ProducerStateManager.writeSnapshot "
                + "does; equal byte for byte to ProducerSnapshots' 3.9 layout for the same entries");
    }
}
