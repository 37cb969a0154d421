import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.ControlRecordType;
import org.apache.kafka.common.record.EndTransactionMarker;
import org.apache.kafka.common.record.FileLogInputStream.FileChannelRecordBatch;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.Record;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * Reads a .log file back with Kafka's own reader (FileRecords -> FileChannelRecordBatch -> Record) and
 * turns every batch and every record into a JSON object. Nothing here parses bytes itself: every value
 * is what a kafka-clients accessor returns.
 */
final class KafkaDump {
    private KafkaDump() {
    }

    /** One entry per batch line and per record line, in file order. */
    static List<Map<String, Object>> dump(Path logFile) throws IOException {
        List<Map<String, Object>> out = new ArrayList<>();
        try (FileRecords records = FileRecords.open(logFile.toFile(), false)) {
            for (FileChannelRecordBatch b : records.batches()) {
                OptionalLong horizon = b.deleteHorizonMs();
                boolean control = b.isControlBatch();
                out.add(Json.obj(
                        "type", "batch",
                        "position", b.position(),
                        "size", b.sizeInBytes(),
                        "base_offset", b.baseOffset(),
                        "last_offset", b.lastOffset(),
                        "magic", (int) b.magic(),
                        "crc", b.checksum(),
                        "crc_valid", b.isValid(),
                        "compression", b.compressionType().name.toLowerCase(java.util.Locale.ROOT),
                        "timestamp_type", b.timestampType().toString(),
                        "max_timestamp", b.maxTimestamp(),
                        "partition_leader_epoch", b.partitionLeaderEpoch(),
                        "producer_id", b.producerId(),
                        "producer_epoch", (int) b.producerEpoch(),
                        "base_sequence", b.baseSequence(),
                        "last_sequence", b.lastSequence(),
                        "is_transactional", b.isTransactional(),
                        "is_control", control,
                        "record_count", b.countOrNull(),
                        "delete_horizon_ms", horizon.isPresent() ? (Object) horizon.getAsLong() : null));
                for (Record r : b) {
                    List<Object> headers = new ArrayList<>();
                    for (Header h : r.headers()) {
                        List<Object> pair = new ArrayList<>();
                        pair.add(h.key());
                        pair.add(Json.b64(h.value()));
                        headers.add(pair);
                    }
                    Object ctl = null;
                    if (control) {
                        ControlRecordType type = ControlRecordType.parse(r.key());
                        if (type == ControlRecordType.COMMIT || type == ControlRecordType.ABORT) {
                            EndTransactionMarker m = EndTransactionMarker.deserialize(r);
                            ctl = Json.obj("type", type.name(), "coordinator_epoch", m.coordinatorEpoch());
                        } else {
                            ctl = Json.obj("type", type.name());
                        }
                    }
                    ByteBuffer key = r.hasKey() ? r.key() : null;
                    ByteBuffer value = r.hasValue() ? r.value() : null;
                    out.add(Json.obj(
                            "type", "record",
                            "offset", r.offset(),
                            "timestamp", r.timestamp(),
                            "sequence", r.sequence(),
                            "key_size", r.keySize(),
                            "value_size", r.valueSize(),
                            "key", Json.b64(key),
                            "value", Json.b64(value),
                            "headers", headers,
                            "control", ctl));
                }
            }
        }
        return out;
    }
}
