import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.message.LeaderChangeMessage;
import org.apache.kafka.common.message.SnapshotFooterRecord;
import org.apache.kafka.common.message.SnapshotHeaderRecord;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.Record;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.SimpleRecord;
import org.apache.kafka.common.utils.ByteUtils;

/**
 * __cluster_metadata records: every metadata record type of Kafka 4.4 (its definitions) at every valid version, with values
 * synthesized from its definition (two variants: full arrays and non-null strings; empty arrays, nulls and
 * non-ASCII text), encoded by kafka-clients' Schema/Struct (Definitions) inside MetadataRecordSerde's frame
 * (unsigned varints frame version 1, api key, version), written in a segment by MemoryRecords/FileRecords
 * after a LeaderChangeMessage, and as a KRaft snapshot between SnapshotHeader and SnapshotFooter records.
 */
final class MetadataRecords {
    static final long T0 = 1700000000000L;
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final List<String> PRIMITIVES = List.of("bool", "int8", "int16", "int32", "int64", "uint16",
            "uint32", "float64", "uuid", "string", "bytes");

    private MetadataRecords() {
    }

    /** MetadataRecordType's name: the record name in upper snake case (TopicRecord -> TOPIC_RECORD). */
    static String typeName(String name) {
        return name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").replaceAll("([A-Z]+)([A-Z][a-z])", "$1_$2").toUpperCase();
    }

    /** A value for every field of {@code fields} present at {@code version}. */
    static ObjectNode sample(JsonNode def, JsonNode fields, int version, int variant, int[] counter) {
        ObjectNode out = F.objectNode();
        for (JsonNode f : fields) {
            if (!Definitions.inVersions(Definitions.versionsOf(f), version)) continue;
            boolean tagged = Definitions.inVersions(f.path("taggedVersions").asText("none"), version);
            boolean nullable = Definitions.inVersions(f.path("nullableVersions").asText("none"), version);
            String name = Definitions.camel(f.get("name").asText());
            String t = f.get("type").asText();
            int n = counter[0]++;
            if (nullable && variant == 1 && !tagged) {
                out.set(name, F.nullNode());
            } else if (t.startsWith("[]")) {
                ArrayNode arr = out.putArray(name);
                int size = variant == 0 ? 2 : tagged ? 1 : 0;
                for (int i = 0; i < size; i++) arr.add(element(def, f, t.substring(2), version, variant, counter, i));
            } else {
                out.set(name, element(def, f, t, version, variant, counter, n));
            }
        }
        return out;
    }

    static JsonNode element(JsonNode def, JsonNode f, String t, int version, int variant, int[] counter, int n) {
        long base = f.has("default") && f.get("default").asText().matches("-?\\d+") ? Long.parseLong(f.get("default").asText()) : 0;
        switch (t) {
            case "bool": return F.booleanNode(!f.path("default").asText("false").equals("true") ^ variant == 1);
            case "int8": return F.numberNode((short) (base + 1 + variant));
            case "int16": return F.numberNode((short) (base + 2 + n % 50));
            case "int32": return F.numberNode((int) (base + 3 + n * 7 + variant * 100000));
            case "int64": return F.numberNode(variant == 1 ? 3000000000L + n : base + 4 + n);
            case "uint16": return F.numberNode(9092 + n % 100);
            case "uint32": return F.numberNode(4000000000L + n);
            case "float64": return F.numberNode(1024.5 + n);
            case "uuid": return F.textNode(new Uuid(0x0102030405060708L * (n + 1), -1L - n).toString());
            case "string": return F.textNode(f.get("name").asText() + "-" + n + (variant == 1 ? "-é☕" : ""));
            case "bytes": return F.textNode(Base64.getEncoder().encodeToString(new byte[]{(byte) n, 0, (byte) 0xff}));
            default: {
                JsonNode sub = f.has("fields") ? f.get("fields") : commonStruct(def, t).get("fields");
                return sample(def, sub, version, variant, counter);
            }
        }
    }

    static JsonNode commonStruct(JsonNode def, String name) {
        for (JsonNode s : def.path("commonStructs")) if (s.get("name").asText().equals(name)) return s;
        throw new IllegalArgumentException("no struct " + name);
    }

    /** MetadataRecordSerde's frame: unsigned varints 1, api key, version, then the message. */
    static ByteBuffer frame(int apiKey, int version, ByteBuffer message) {
        ByteBuffer out = ByteBuffer.allocate(15 + message.remaining());
        ByteUtils.writeUnsignedVarint(1, out);
        ByteUtils.writeUnsignedVarint(apiKey, out);
        ByteUtils.writeUnsignedVarint(version, out);
        out.put(message.duplicate()).flip();
        return out;
    }

    static final class Entry {
        final String message;
        final String type;
        final int apiKey;
        final int version;
        final JsonNode data;
        final ByteBuffer value;

        Entry(String message, String type, int apiKey, int version, JsonNode data, ByteBuffer value) {
            this.message = message;
            this.type = type;
            this.apiKey = apiKey;
            this.version = version;
            this.data = data;
            this.value = value;
        }
    }

    static List<Entry> entries(Definitions defs, Path definitions) throws IOException {
        List<JsonNode> metadata = new ArrayList<>();
        try (var files = Files.newDirectoryStream(definitions, "*.json")) {
            for (Path p : files) {
                JsonNode def = Definitions.json(Files.readString(p).replaceAll("(?m)^\\s*//.*$", ""));
                if (def.path("type").asText().equals("metadata")) metadata.add(def);
            }
        }
        metadata.sort((a, b) -> Integer.compare(a.get("apiKey").asInt(), b.get("apiKey").asInt()));
        List<Entry> out = new ArrayList<>();
        for (JsonNode def : metadata) {
            String name = def.get("name").asText();
            String[] range = def.get("validVersions").asText().split("-");
            int low = Integer.parseInt(range[0]), high = Integer.parseInt(range[range.length - 1]);
            for (int version = low; version <= high; version++) {
                for (int variant = 0; variant < 2; variant++) {
                    JsonNode value = sample(def, def.get("fields"), version, variant, new int[]{def.get("apiKey").asInt() * 10});
                    ByteBuffer message = defs.encode(name, version, value);
                    out.add(new Entry(name, typeName(name), def.get("apiKey").asInt(), version,
                            defs.inVersionOrder(name, version, value), frame(def.get("apiKey").asInt(), version, message)));
                }
            }
        }
        return out;
    }

    static Map<String, Object> write(Definitions defs, Path definitions, Path out) throws IOException {
        List<Entry> entries = entries(defs, definitions);
        int epoch = 3;
        Path log = out.resolve("cluster-metadata.log");
        try (FileRecords fr = FileRecords.open(log.toFile())) {
            fr.append(MemoryRecords.withLeaderChangeMessage(0L, T0, epoch, ByteBuffer.allocate(256),
                    new LeaderChangeMessage().setVersion((short) 0).setLeaderId(1000)
                            .setVoters(List.of(new LeaderChangeMessage.Voter().setVoterId(1000)))
                            .setGrantingVoters(List.of(new LeaderChangeMessage.Voter().setVoterId(1000)))));
            long offset = 1;
            for (int i = 0; i < entries.size(); i += 4) {
                List<SimpleRecord> batch = new ArrayList<>();
                for (Entry e : entries.subList(i, Math.min(entries.size(), i + 4)))
                    batch.add(new SimpleRecord(T0 + offset + batch.size(), null, e.value));
                fr.append(MemoryRecords.withRecords(RecordBatch.CURRENT_MAGIC_VALUE, offset, Compression.NONE,
                        org.apache.kafka.common.record.TimestampType.CREATE_TIME, RecordBatch.NO_PRODUCER_ID,
                        RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, epoch, false,
                        batch.toArray(new SimpleRecord[0])));
                offset += batch.size();
            }
        }
        // a KRaft snapshot: SnapshotHeader, the first eight records, SnapshotFooter (00000000000000000009-0000000003.checkpoint)
        Path checkpoint = out.resolve("00000000000000000009-0000000003.checkpoint");
        try (FileRecords fr = FileRecords.open(checkpoint.toFile())) {
            fr.append(MemoryRecords.withSnapshotHeaderRecord(0L, T0, epoch, ByteBuffer.allocate(256),
                    new SnapshotHeaderRecord().setVersion((short) 0).setLastContainedLogTimestamp(T0 + 8)));
            List<SimpleRecord> batch = new ArrayList<>();
            for (Entry e : entries.subList(0, 8)) batch.add(new SimpleRecord(T0 + 8, null, e.value));
            fr.append(MemoryRecords.withRecords(RecordBatch.CURRENT_MAGIC_VALUE, 1L, Compression.NONE,
                    org.apache.kafka.common.record.TimestampType.CREATE_TIME, RecordBatch.NO_PRODUCER_ID,
                    RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, epoch, false, batch.toArray(new SimpleRecord[0])));
            fr.append(MemoryRecords.withSnapshotFooterRecord(9L, T0 + 9, epoch, ByteBuffer.allocate(256),
                    new SnapshotFooterRecord().setVersion((short) 0)));
        }
        StringBuilder jsonl = new StringBuilder();
        int i = 0;
        try (FileRecords fr = FileRecords.open(log.toFile())) {
            for (RecordBatch b : fr.batches()) {
                if (b.isControlBatch()) continue;
                for (Record r : b) {
                    Entry e = entries.get(i++);
                    jsonl.append(Json.compact(Json.obj("offset", r.offset(), "value", Json.b64(r.value()),
                            "message", e.message, "type", e.type, "api_key", e.apiKey, "version", e.version,
                            "data", e.data.toString()))).append('\n');
                }
            }
        }
        if (i != entries.size()) throw new IllegalStateException("read back " + i + " of " + entries.size());
        Files.writeString(out.resolve("cluster-metadata.values.jsonl"), jsonl.toString());
        return Json.obj("file", "cluster-metadata.log", "records", entries.size(),
                "snapshot", checkpoint.getFileName().toString(),
                "about", "every metadata record type of Kafka 4.4 (its definitions) at every valid version, two synthesized values each, "
                        + "encoded from its definition with kafka-clients' Schema/Struct in MetadataRecordSerde's frame; "
                        + "data = the fields of the version in definition order (Kafka's JsonConverter order)");
    }

    static String utf8(ByteBuffer b) {
        return StandardCharsets.UTF_8.decode(b.duplicate()).toString();
    }
}
