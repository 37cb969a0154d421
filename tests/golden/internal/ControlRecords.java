import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.message.KRaftVersionRecord;
import org.apache.kafka.common.message.KRaftVersionRecordJsonConverter;
import org.apache.kafka.common.message.LeaderChangeMessage;
import org.apache.kafka.common.message.LeaderChangeMessageJsonConverter;
import org.apache.kafka.common.message.SnapshotFooterRecord;
import org.apache.kafka.common.message.SnapshotFooterRecordJsonConverter;
import org.apache.kafka.common.message.SnapshotHeaderRecord;
import org.apache.kafka.common.message.SnapshotHeaderRecordJsonConverter;
import org.apache.kafka.common.message.VotersRecord;
import org.apache.kafka.common.message.VotersRecordJsonConverter;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.MessageUtil;
import org.apache.kafka.common.protocol.types.RawTaggedField;
import org.apache.kafka.common.record.ControlRecordType;
import org.apache.kafka.common.record.ControlRecordUtils;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.MemoryRecordsBuilder;
import org.apache.kafka.common.record.Record;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.SimpleRecord;
import org.apache.kafka.common.record.TimestampType;

/**
 * KRaft control records (control types 2-6) written by kafka-clients' MemoryRecords/MemoryRecordsBuilder,
 * read back with FileRecords and ControlRecordUtils, and printed with the generated JSON converters
 * (the text Kafka 3.9's DumpLogSegments prints after " SnapshotHeader ", " KRaftVoters ", ...).
 */
final class ControlRecords {
    static final long T0 = 1700000000000L;

    private ControlRecords() {
    }

    static LeaderChangeMessage.Voter lcVoter(int id, Uuid dir) {
        LeaderChangeMessage.Voter v = new LeaderChangeMessage.Voter().setVoterId(id);
        if (dir != null) v.setVoterDirectoryId(dir);
        return v;
    }

    static VotersRecord.Voter voter(int id, Uuid dir, String host, int port, boolean twoListeners) {
        VotersRecord.EndpointCollection endpoints = new VotersRecord.EndpointCollection();
        endpoints.add(new VotersRecord.Endpoint().setName("CONTROLLER").setHost(host).setPort(port));
        if (twoListeners) endpoints.add(new VotersRecord.Endpoint().setName("CONTROLLER_SSL").setHost(host).setPort(65535));
        return new VotersRecord.Voter().setVoterId(id).setVoterDirectoryId(dir).setEndpoints(endpoints)
                .setKRaftVersionFeature(new VotersRecord.KRaftVersionFeature()
                        .setMinSupportedVersion((short) 0).setMaxSupportedVersion((short) 1));
    }

    /** A control batch holding one record of the given type with the given value bytes, at {@code offset}. */
    static MemoryRecords raw(long offset, long timestamp, int leaderEpoch, ControlRecordType type, ByteBuffer value) {
        MemoryRecordsBuilder b = MemoryRecords.builder(ByteBuffer.allocate(512), RecordBatch.CURRENT_MAGIC_VALUE,
                Compression.NONE, TimestampType.CREATE_TIME, offset, timestamp, RecordBatch.NO_PRODUCER_ID,
                RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, false, true, leaderEpoch);
        b.appendControlRecord(timestamp, type, value);
        return b.build();
    }

    static List<MemoryRecords> batches() {
        int epoch = 7;
        List<MemoryRecords> bs = new ArrayList<>();
        Uuid d1 = new Uuid(0x0123456789abcdefL, 0x7edcba9876543210L);
        Uuid d2 = new Uuid(-1L, 1L);
        Uuid d3 = new Uuid(0x5555555555555555L, -0x5555555555555556L);
        // leader change as 3.9 writes it (schema version 0), with an empty granting set in a second batch
        bs.add(MemoryRecords.withLeaderChangeMessage(0L, T0, epoch, ByteBuffer.allocate(256),
                new LeaderChangeMessage().setVersion((short) 0).setLeaderId(2)
                        .setVoters(Arrays.asList(lcVoter(1, null), lcVoter(2, null), lcVoter(3, null)))
                        .setGrantingVoters(Arrays.asList(lcVoter(2, null), lcVoter(3, null)))));
        bs.add(MemoryRecords.withLeaderChangeMessage(1L, T0 + 1, epoch, ByteBuffer.allocate(256),
                new LeaderChangeMessage().setVersion((short) 0).setLeaderId(-1)
                        .setVoters(List.of()).setGrantingVoters(List.of())));
        // leader change serialized at message version 1 (KIP-853 directory ids), as a later writer would
        LeaderChangeMessage v1 = new LeaderChangeMessage().setVersion((short) 1).setLeaderId(3)
                .setVoters(Arrays.asList(lcVoter(1, d1), lcVoter(3, d3)))
                .setGrantingVoters(Arrays.asList(lcVoter(3, d3)));
        bs.add(raw(2L, T0 + 2, epoch, ControlRecordType.LEADER_CHANGE, MessageUtil.toByteBuffer(v1, (short) 1)));
        bs.add(MemoryRecords.withSnapshotHeaderRecord(3L, T0 + 3, epoch, ByteBuffer.allocate(256),
                new SnapshotHeaderRecord().setVersion((short) 0).setLastContainedLogTimestamp(T0 - 1000)));
        // an unknown tagged field (tag 7, three bytes) that a newer writer could add
        SnapshotHeaderRecord tagged = new SnapshotHeaderRecord().setVersion((short) 0).setLastContainedLogTimestamp(-1L);
        tagged.unknownTaggedFields().add(new RawTaggedField(7, new byte[]{1, 2, 3}));
        bs.add(MemoryRecords.withSnapshotHeaderRecord(4L, T0 + 4, epoch, ByteBuffer.allocate(256), tagged));
        bs.add(MemoryRecords.withKRaftVersionRecord(5L, T0 + 5, epoch, ByteBuffer.allocate(256),
                new KRaftVersionRecord().setVersion((short) 0).setKRaftVersion((short) 1)));
        bs.add(MemoryRecords.withVotersRecord(6L, T0 + 6, epoch, ByteBuffer.allocate(1024),
                new VotersRecord().setVersion((short) 0).setVoters(Arrays.asList(
                        voter(1, d1, "controller-1.example", 9093, false),
                        voter(2, d2, "contrôleur-2.example", 19093, true),
                        voter(3, d3, "10.0.0.3", 9093, false)))));
        bs.add(MemoryRecords.withSnapshotFooterRecord(7L, T0 + 7, epoch, ByteBuffer.allocate(256),
                new SnapshotFooterRecord().setVersion((short) 0)));
        return bs;
    }

    /** What Kafka's JSON converter prints for the value of a control record, and DumpLogSegments' label. */
    static String[] json(Record r, ControlRecordType type) {
        switch (type) {
            case LEADER_CHANGE: {
                // DumpLogSegments 3.9 does not decode LEADER_CHANGE, and ControlRecordUtils reads it at
                // version 0 whatever it carries: parse the bytes at the version their first field names.
                ByteBuffer v = r.value().duplicate();
                short version = v.getShort(v.position());
                LeaderChangeMessage m = new LeaderChangeMessage(new ByteBufferAccessor(v), version);
                return new String[]{null, LeaderChangeMessageJsonConverter.write(m, version).toString()};
            }
            case SNAPSHOT_HEADER: {
                SnapshotHeaderRecord m = ControlRecordUtils.deserializeSnapshotHeaderRecord(r);
                return new String[]{"SnapshotHeader", SnapshotHeaderRecordJsonConverter.write(m, m.version()).toString()};
            }
            case SNAPSHOT_FOOTER: {
                SnapshotFooterRecord m = ControlRecordUtils.deserializeSnapshotFooterRecord(r);
                return new String[]{"SnapshotFooter", SnapshotFooterRecordJsonConverter.write(m, m.version()).toString()};
            }
            case KRAFT_VERSION: {
                KRaftVersionRecord m = ControlRecordUtils.deserializeKRaftVersionRecord(r);
                return new String[]{"KRaftVersion", KRaftVersionRecordJsonConverter.write(m, m.version()).toString()};
            }
            case KRAFT_VOTERS: {
                VotersRecord m = ControlRecordUtils.deserializeVotersRecord(r);
                return new String[]{"KRaftVoters", VotersRecordJsonConverter.write(m, m.version()).toString()};
            }
            default:
                throw new IllegalStateException("not a KRaft control type: " + type);
        }
    }

    /** DumpLogSegments 4.3's text for a LEADER_CHANGE record, or null when its read at version 0 fails. */
    static String leaderChangeLine(Record r) {
        try {
            ByteBuffer v = r.value().duplicate();
            LeaderChangeMessage m = new LeaderChangeMessage(new ByteBufferAccessor(v), (short) 0);
            return " LeaderChange: " + LeaderChangeMessageJsonConverter.write(m, m.version());
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Writes kraft-control.log and kraft-control.values.jsonl into {@code out}; returns the manifest entry. */
    static Map<String, Object> write(Path out) throws IOException {
        Path log = out.resolve("kraft-control.log");
        try (FileRecords fr = FileRecords.open(log.toFile())) {
            for (MemoryRecords m : batches()) fr.append(m);
        }
        StringBuilder jsonl = new StringBuilder();
        int count = 0;
        try (FileRecords fr = FileRecords.open(log.toFile())) {
            for (RecordBatch b : fr.batches()) {
                for (Record r : b) {
                    ControlRecordType type = ControlRecordType.parse(r.key());
                    String[] printed = json(r, type);
                    // Kafka 4.3's DumpLogSegments prints types 3-6 as "<label> <json>" and LEADER_CHANGE as
                    // "LeaderChange: <json>" (4.1 on), the message read at version 0 (ControlRecordUtils) and
                    // written at the version its Version field holds; null where that read fails (4.3 stops there)
                    String dls = type == ControlRecordType.LEADER_CHANGE ? leaderChangeLine(r)
                            : " " + printed[0] + " " + printed[1];
                    jsonl.append(Json.compact(Json.obj("offset", r.offset(), "control_type", type.name(),
                            "control_type_id", (int) type.type(), "value", Json.b64(r.value()),
                            "json", printed[1], "dls_control", dls))).append('\n');
                    count++;
                }
            }
        }
        Files.writeString(out.resolve("kraft-control.values.jsonl"), jsonl.toString());
        return Json.obj("file", "kraft-control.log", "records", count,
                "about", "KRaft control records 2-6 from MemoryRecords.with*/MemoryRecordsBuilder; a LeaderChangeMessage "
                        + "serialized at version 1 (directory ids); an unknown tagged field in a SnapshotHeaderRecord; "
                        + "json = the message's JsonConverter at the version it carries; dls_control = what Kafka 4.3's "
                        + "DumpLogSegments appends to the record line (null where it fails)");
    }
}
